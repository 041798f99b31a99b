/** The API as a Next route handler: every route file under cms/app/(api) re-exports `handler`. */
import config from '@payload-config'
import { getPayload } from 'payload'
import { createApi } from './app'

const api = createApi(() => getPayload({ config }))

export const handler = (request: Request) => api.fetch(request)
