import { describe, expect, it } from 'vitest'
import { createApi } from '../../cms/api/app'
import { openApiDocument } from '../../cms/api/routes/openapi'
import { allowedMethods } from '../../src/contract/api/methods'
import { Email } from '../../src/contract/api/accounts'

/** GET /api/openapi.json describes the API that is served: no call missing, none invented. */
describe('the OpenAPI document and the served routes', () => {
  const app = createApi(() => Promise.reject(new Error('no database in a unit test')))
  const served = app.routes
    .filter((r) => r.method !== 'ALL' && r.path !== '/api/openapi.json')
    .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
  const doc = { paths: {}, ...openApiDocument(app) }
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method} ${path}`),
  )

  it('documents every route the API serves', () => {
    expect(served.filter((r) => !documented.includes(r))).toEqual([])
  })

  it('documents no route the API does not serve', () => {
    expect(documented.filter((r) => !served.includes(r))).toEqual([])
  })

  it('has unique operation ids', () => {
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => (op as { operationId: string }).operationId),
    )
    expect(new Set(ids).size).toBe(ids.length)
  })
})

/** A declared path answers the methods it declares: OPTIONS lists them, others are 405 (RFC 9110). */
describe('the methods a path takes', () => {
  const app = createApi(() => Promise.reject(new Error('no database in a unit test')))
  const served = app.routes.filter((r) => r.method !== 'ALL')

  it('every served call is allowed on its path, and nothing else is listed', () => {
    for (const r of served) {
      const path = r.path.replace(/:\w+/g, 'x1')
      const allow = allowedMethods(path)?.split(', ') ?? []
      expect(allow, path).toContain(r.method)
      const page = path === '/forgot-password' || path === '/reset-password' ? ['GET'] : []
      const ownMethods = [...served.filter((s) => s.path === r.path).map((s) => s.method), ...page]
      const implied = ownMethods.includes('GET') ? ['HEAD', 'OPTIONS'] : ['OPTIONS']
      expect(
        allow.filter((m) => !ownMethods.includes(m) && !implied.includes(m)),
        path,
      ).toEqual([])
    }
  })

  it('names the methods of paths with several calls, and none for an undeclared path', () => {
    expect(allowedMethods('/api/profile')).toBe('GET, HEAD, POST, OPTIONS')
    expect(allowedMethods('/api/wines/12/passport')).toBe('POST, OPTIONS')
    expect(allowedMethods('/forgot-password')).toBe('GET, HEAD, POST, OPTIONS')
    expect(allowedMethods('/api/openapi.json')).toBe('GET, HEAD, OPTIONS')
    expect(allowedMethods('/api/no-such-call')).toBeNull()
  })

  it('answers OPTIONS with Allow, and an undeclared method 405 in the visitor language, before anything else runs', async () => {
    const options = await app.request('/login', { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('POST, OPTIONS')
    const put = await app.request('/api/settings', { method: 'PUT', headers: { 'accept-language': 'de' } })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    expect(await put.json()).toEqual({ message: 'Diese Anfragemethode ist hier nicht erlaubt.' })
  })
})

/** The declared schemas say what the handlers take (an outside fuzzer reads them: bench/security.md). */
describe('the declared inputs', () => {
  const doc = openApiDocument(createApi(() => Promise.reject(new Error('no database in a unit test')))) as unknown as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; schema: Record<string, unknown> }[]
          requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> }
        }
      >
    >
  }
  const bodyOf = (path: string, type = 'application/json') =>
    doc.paths[path].post.requestBody!.content[type].schema.properties
  const paramOf = (path: string, method: string, name: string) =>
    doc.paths[path][method].parameters!.find((p) => p.name === name)!.schema

  it('an email is declared as the API checks it: what the pattern allows is taken, what it refuses is refused', () => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password']) {
      const email = bodyOf(path).email
      expect(email, path).toMatchObject({ type: 'string' })
      expect(email.format, path).toBeUndefined()
      const declared = new RegExp(String(email.pattern))
      for (const ok of ['member@example.com', ' Member@Example.COM ', "o'neil+wine@mail.example.pt"])
        expect(declared.test(ok) && Email.safeParse(ok).success, ok).toBe(true)
      // Each of these `format: email` let through; the API refuses them (issue 47).
      for (const no of ['', 'user@localhost', 'a..b@example.com', 'üser@example.com', 'a@b', '@example.com'])
        expect(declared.test(no) || Email.safeParse(no).success, no).toBe(false)
    }
  })

  it('a locale in the path is one of the locales, in any case, with - or _', () => {
    const pattern = new RegExp(String(paramOf('/api/settings/set-locale/{locale}', 'post', 'locale').pattern))
    for (const ok of ['en', 'PT', 'zh-Hant', 'zh_hant']) expect(pattern.test(ok), ok).toBe(true)
    for (const no of ['0', 'xx', 'en-', 'zh-Hantx']) expect(pattern.test(no), no).toBe(false)
  })

  it('the export format is json or csv, and tracking takes an empty or a lower-case country and the languages as a list', () => {
    expect(paramOf('/api/profile/export', 'get', 'format')).toMatchObject({ enum: ['json', 'csv'] })
    const tracking = bodyOf('/api/tracking', 'application/x-www-form-urlencoded')
    const country = new RegExp(String(tracking.country.pattern))
    for (const ok of ['', 'pt', 'PT', ' pt ']) expect(country.test(ok), ok).toBe(true)
    for (const no of ['PRT', 'ZZ', 'xx']) expect(country.test(no), no).toBe(false)
    expect(JSON.stringify(tracking.locales)).toContain('"type":"array"')
  })
})
