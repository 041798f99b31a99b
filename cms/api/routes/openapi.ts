/**
 * GET /api/openapi.json: an OpenAPI 3.1 document generated from the route lists of
 * src/contract/api/*.ts (each exports `routes`), with zod 4's z.toJSONSchema (JSON Schema 2020-12,
 * the dialect of OpenAPI 3.1). Built once per process.
 */
import type { Hono } from 'hono'
import { z } from 'zod'
import * as accounts from '../../../src/contract/api/accounts'
import * as content from '../../../src/contract/api/content'
import * as members from '../../../src/contract/api/members'
import * as place from '../../../src/contract/api/place'
import type { RouteSpec } from '../../../src/contract/api/route'
import type { ApiEnv } from '../env'

/** Every contract module of the API. Add new src/contract/api/*.ts modules here. */
const MODULES: { tag: string; routes: readonly RouteSpec[] }[] = [
  { tag: 'accounts', routes: accounts.routes },
  { tag: 'place', routes: place.routes },
  { tag: 'content', routes: content.routes },
  { tag: 'members', routes: members.routes },
]

const ERROR_TEXT: Record<number, string> = {
  201: 'Created',
  400: 'Malformed body',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  419: 'Missing or wrong CSRF token (X-XSRF-TOKEN)',
  422: 'Validation failed: { message, errors: { field: [messages] } }',
  429: 'Too many requests (Retry-After)',
}

function schema(s: z.ZodType, io: 'input' | 'output') {
  const json = z.toJSONSchema(s, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<string, unknown>
  delete json.$schema
  return json
}

export function buildOpenApi(modules = MODULES) {
  const paths: Record<string, Record<string, unknown>> = {}
  const errorSchema = schema(content.ErrorResponse, 'output')
  const validationSchema = schema(content.ValidationErrorResponse, 'output')
  for (const { tag, routes } of modules) {
    for (const r of routes) {
      const params = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }))
      const query = Object.entries(r.query ?? {}).map(([name, description]) => ({ name, in: 'query', required: false, description, schema: { type: 'string' } }))
      const ok = { description: 'OK', content: { 'application/json': { schema: schema(r.response, 'output') } } }
      const responses: Record<string, unknown> = { 200: ok }
      for (const status of r.errors ?? []) {
        if (status === 201) responses[201] = { ...ok, description: ERROR_TEXT[201] }
        else responses[status] = { description: ERROR_TEXT[status] ?? 'Error', content: { 'application/json': { schema: status === 422 ? validationSchema : errorSchema } } }
      }
      if (r.auth !== 'none' && !responses[401] && r.auth === 'member') responses[401] = { description: ERROR_TEXT[401], content: { 'application/json': { schema: errorSchema } } }
      const operation: Record<string, unknown> = {
        tags: [tag],
        summary: r.summary,
        operationId: `${r.method.toLowerCase()}${r.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
        parameters: [...params, ...query],
        responses,
        security: r.auth === 'none' ? [] : r.auth === 'member' ? [{ session: [] }] : [{ staff: [] }],
        'x-auth': r.auth,
      }
      if (r.request) operation.requestBody = { required: true, content: { 'application/json': { schema: schema(r.request, 'input') } } }
      ;(paths[r.path] ??= {})[r.method.toLowerCase()] = operation
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wine Compass API',
      version: '1.0.0',
      description:
        'The HTTP contract of the product spec §7. JSON everywhere; lists as { data: [...] }, items as { data: {...} }. Texts in the visitor\'s language (locale cookie, else Accept-Language, else en). Unsafe methods need the X-XSRF-TOKEN header (GET /sanctum/csrf-cookie).',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'wine_compass_session', description: 'The member session cookie (POST /login).' },
        staff: { type: 'apiKey', in: 'cookie', name: 'payload-token', description: 'A staff (admin) session.' },
      },
    },
  }
}

let cached: string | null = null

export function registerOpenApiRoutes(app: Hono<ApiEnv>) {
  app.get('/api/openapi.json', (c) => {
    cached ??= JSON.stringify(buildOpenApi())
    return c.body(cached, 200, { 'content-type': 'application/json; charset=UTF-8' })
  })
}
