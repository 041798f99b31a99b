/**
 * The signed-in member as the API's calls see it, kept for a few seconds (docs/decisions.md, Close to the limit): every member call
 * would otherwise read the member through Payload first. Only the member record is kept; the
 * session itself is checked in PostgreSQL on every call, so signing out, a password reset or an
 * expired session end access at once. A change to a member (profile, email, deletion) on this
 * instance forgets it at once (the Members hooks); another instance sees it within MEMBER_CACHE_MS.
 */
import type { Member } from '../payload-types'

export const MEMBER_CACHE_MS = 5000
const MAX = 10_000
const kept = new Map<string, { member: Member; at: number }>()

export function cachedMember(id: string, now = Date.now()): Member | undefined {
  const hit = kept.get(id)
  if (hit && now - hit.at < MEMBER_CACHE_MS) return hit.member
  if (hit) kept.delete(id)
  return undefined
}

export function keepMember(member: Member, now = Date.now()) {
  if (kept.size >= MAX) kept.delete(kept.keys().next().value as string)
  kept.set(String(member.id), { member, at: now })
}

export const forgetMember = (id: string | number) => kept.delete(String(id))
