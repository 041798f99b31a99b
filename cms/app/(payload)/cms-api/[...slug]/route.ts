/* Payload's generic REST API, moved off /api so that the spec's paths are ours (ARCHITECTURE.md). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { guarded } from '../../../../api/restGuard'

// Each handler behind the guard: malformed input is a 4xx before Payload sees it (cms/api/restGuard.ts).
export const GET = guarded(REST_GET(config))
export const POST = guarded(REST_POST(config))
export const DELETE = guarded(REST_DELETE(config))
export const PATCH = guarded(REST_PATCH(config))
export const PUT = guarded(REST_PUT(config))
export const OPTIONS = guarded(REST_OPTIONS(config))
