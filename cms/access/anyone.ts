import type { Access } from 'payload'

export const anyone: Access = () => true
export const nobody: Access = () => false
