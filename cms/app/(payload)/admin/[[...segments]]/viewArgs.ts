import type { Metadata } from 'next'
import config from '@payload-config'
import { generatePageMetadata } from '@payloadcms/next/views'

/** What Next hands the admin's catch-all views (page and not-found), and their shared metadata. */
export type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })
