/**
 * Issue 47's lesser points, against the production server: what outside tools found where the server
 * and its declaration disagreed, or where the server said more than it should. Each failed on 01bdd73.
 */
import http from 'node:http'
import { expect, test } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import { Client, freshIp, raw } from '../helpers/http'

test("Payload's internal collections answer 404 and name nothing of the server", async () => {
  for (const path of ['/cms-api/payload-migrations', '/cms-api/payload-migrations/1']) {
    const res = await raw('GET', path)
    expect(res.status, path).toBe(404)
    expect(res.body.toString()).not.toMatch(/localhost|127\.0\.0\.1|http:/)
  }
})

test('/cms-api answers say they vary with the Origin (their CORS headers do)', async () => {
  const res = await raw('GET', '/cms-api/wines?limit=1', { headers: { origin: BASE_URL } })
  expect(res.status).toBe(200)
  expect(String(res.headers['access-control-allow-origin'])).toBe(BASE_URL)
  expect(String(res.headers.vary).split(/,\s*/)).toContain('Origin')
})

test('/healthz and /readyz answer GET and HEAD only', async () => {
  for (const path of ['/healthz', '/readyz']) {
    expect((await raw('HEAD', path)).status, `HEAD ${path}`).toBe(200)
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await raw(method, path)
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.allow).toBe('GET, HEAD')
    }
  }
})

test('a tracking record takes assigned ISO country codes only', async () => {
  const c = await new Client().csrf()
  const record = (country: string) =>
    c.post('/api/tracking', { session: `sess-${'i'.repeat(9)}`, locale: 'en', locales: ['en'], country })
  const zz = await record('ZZ')
  expect(zz.status).toBe(422)
  expect(Object.keys((await zz.json()).errors)).toEqual(['country'])
  expect((await record('PT')).status).toBe(201)
})

test("a JSON call refuses a text or multipart body with 415, in the visitor's language", async () => {
  const c = await new Client().csrf()
  const text = await c.request('POST', '/login', 'not json', { 'content-type': 'text/plain', 'accept-language': 'pt' })
  expect(text.status).toBe(415)
  expect((await text.json()).message).toBe('Este tipo de conteúdo não é aceite aqui.')
  const form = new FormData()
  form.append('email', 'member@example.com')
  form.append('password', 'whatever-password')
  expect((await c.request('POST', '/login', form)).status).toBe(415)
  // A call that declares forms still takes them.
  const tracking = await c.request(
    'POST',
    '/api/tracking',
    new URLSearchParams({ session: `sess-${'u'.repeat(9)}`, locale: 'en' }),
  )
  expect(tracking.status).toBe(201)
})

test('a client that sends a large body whole before it reads gets 413, not a reset connection', async () => {
  const body = Buffer.alloc(300 * 1024, 'a')
  const target = new URL(BASE_URL)
  const status = await new Promise<number>((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: 'POST',
        path: '/login',
        headers: { 'content-type': 'application/json', 'content-length': body.length, 'x-forwarded-for': freshIp() },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    // Written in pieces, as a slow client sends: the answer comes while it is still sending.
    let sent = 0
    const next = () => {
      if (sent >= body.length) return void req.end()
      const piece = body.subarray(sent, sent + 16 * 1024)
      sent += piece.length
      if (req.write(piece)) setImmediate(next)
      else req.once('drain', next)
    }
    next()
  })
  expect(status).toBe(413)
})
