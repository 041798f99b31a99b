/** The API as a Next route handler: cms/app/(api)/[...path]/route.ts re-exports `handler`. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { createApi } from './app'
import { offerApi } from './handoff'

// cron: the jobs runner (scheduled publishing, cms/lib/jobs.ts) starts with the first request, as Payload's own routes start it.
const api = createApi(() => getPayload({ config, cron: true }))

export const handler = (request: Request) => api.fetch(request)
offerApi(handler)
