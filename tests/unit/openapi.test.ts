import { describe, expect, it } from 'vitest'
import { createApi } from '../../cms/api/app'
import { openApiDocument } from '../../cms/api/routes/openapi'

/** GET /api/openapi.json describes the API that is served: no call missing, none invented. */
describe('the OpenAPI document and the served routes', () => {
  const app = createApi(() => Promise.reject(new Error('no database in a unit test')))
  const served = app.routes.filter((r) => r.method !== 'ALL' && r.path !== '/api/openapi.json').map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
  const doc = { paths: {}, ...openApiDocument(app) }
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`))

  it('documents every route the API serves', () => {
    expect(served.filter((r) => !documented.includes(r))).toEqual([])
  })

  it('documents no route the API does not serve', () => {
    expect(documented.filter((r) => !served.includes(r))).toEqual([])
  })

  it('has unique operation ids', () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => (op as { operationId: string }).operationId))
    expect(new Set(ids).size).toBe(ids.length)
  })
})
