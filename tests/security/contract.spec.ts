/**
 * What /api/openapi.json declares is what the production server answers: the methods a path takes
 * (others 405 with Allow, never Next's 500), and inputs at the edges of the declared schemas, the ones
 * an outside fuzzer found refused though declared, or taken though forbidden (bench/security.md).
 */
import { expect, test } from '@playwright/test'
import de from '../../locales/de.json' with { type: 'json' }
import { Client, raw } from '../helpers/http'

test.describe('methods', () => {
  test('TRACE and other methods Next has no handler for are 405 with the methods the path takes, on every CMS path', async () => {
    const cases: [string, string, string][] = [
      ['TRACE', '/api/user', 'GET, HEAD, OPTIONS'],
      ['TRACE', '/login', 'POST, OPTIONS'],
      ['TRACE', '/forgot-password', 'GET, HEAD, POST, OPTIONS'],
      ['PROPFIND', '/api/settings', 'GET, HEAD, OPTIONS'],
      ['TRACE', '/cms-api/wines', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['TRACE', '/admin', 'GET, HEAD'],
    ]
    for (const [method, path, allow] of cases) {
      const res = await raw(method, path, { headers: { 'accept-language': 'de' } })
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.allow, `${method} ${path}`).toBe(allow)
    }
    const trace = await raw('TRACE', '/api/user', { headers: { 'accept-language': 'de' } })
    expect(JSON.parse(trace.body.toString())).toEqual({ message: de.api.methodNotAllowed })
  })

  test('OPTIONS lists the declared methods, and a method a path does not declare is 405 with that list', async () => {
    const c = await new Client().csrf()
    const options = await c.request('OPTIONS', '/api/profile')
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS')
    for (const [method, path, allow] of [
      ['DELETE', '/api/user', 'GET, HEAD, OPTIONS'],
      ['PUT', '/login', 'POST, OPTIONS'],
      ['PATCH', '/api/wines/12/passport', 'POST, OPTIONS'],
    ]) {
      const res = await c.request(method, path, {})
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow)
    }
    expect((await c.request('OPTIONS', '/api/no-such-call')).status).toBe(404)
  })
})

test.describe('inputs at the edges of their schemas', () => {
  test('refused where the declaration forbids them: an empty email, a locale that is none, an empty format, a list of nulls', async () => {
    const c = await new Client().csrf()
    for (const path of ['/login', '/forgot-password']) {
      const res = await c.post(path, { email: '', password: 'cellar-door-2026' })
      expect(res.status, path).toBe(422)
      expect(Object.keys((await res.json()).errors), path).toContain('email')
    }
    const locale = await c.post('/api/settings/set-locale/0')
    expect(locale.status).toBe(422)
    expect(Object.keys((await locale.json()).errors)).toEqual(['locale'])
    expect((await c.get('/api/profile/export?format=')).status).toBe(422)
    const nulls = await c.post('/api/tracking', {
      session: `sess-${'n'.repeat(9)}`,
      locale: 'en',
      locales: [null, null],
    })
    expect(nulls.status).toBe(422)
    expect(Object.keys((await nulls.json()).errors)).toEqual(['locales'])
  })

  test('taken where the declaration allows them: a locale in another case, the languages as a list, an empty or lower-case country in a form', async () => {
    const c = await new Client().csrf()
    const locale = await c.post('/api/settings/set-locale/ZH_hant')
    expect(locale.status).toBe(200)
    expect((await locale.json()).data).toEqual({ locale: 'zh-Hant' })
    const list = await c.post('/api/tracking', {
      session: `sess-${'l'.repeat(9)}`,
      locale: 'en',
      locales: ['pt-PT', 'en'],
    })
    expect(list.status).toBe(201)
    // What the site sends when the browser gave no languages.
    const none = await c.post('/api/tracking', {
      session: `sess-${'z'.repeat(9)}`,
      locale: 'en',
      locales: null,
      country: null,
    })
    expect(none.status).toBe(201)
    for (const country of ['', 'pt']) {
      const form = await c.request(
        'POST',
        '/api/tracking',
        new URLSearchParams({ session: `sess-${'f'.repeat(9)}`, locale: 'en', country }),
      )
      expect(form.status, `country=${country}`).toBe(201)
    }
  })
})
