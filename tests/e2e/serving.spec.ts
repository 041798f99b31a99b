/**
 * How the production server sends the site's files (docs/decisions.md, Close to the limit): the build's brotli or gzip copy by
 * Accept-Encoding, a strong ETag and 304, byte ranges of media (a story video seeks with them),
 * immutable caching of hashed assets; the compressed copies themselves are not addressable.
 */
import { expect, test } from '@playwright/test'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { GATE } from '../helpers/cookies'
import { raw } from '../helpers/http'

const page = (headers: Record<string, string> = {}) => raw('GET', '/explore', { headers: { cookie: GATE, ...headers } })

test('a page comes brotli, gzip or plain as asked, the same page each way, with a tag per representation and 304', async () => {
  const plain = await page()
  expect(plain.status).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()
  const br = await page({ 'accept-encoding': 'gzip, deflate, br' })
  expect(br.headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
  expect(br.body.length).toBeLessThan(plain.body.length / 3)
  const gz = await page({ 'accept-encoding': 'gzip' })
  expect(gz.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
  expect(br.headers.vary).toBe('Cookie, Accept-Encoding')

  const tags = new Set([plain.headers.etag, br.headers.etag, gz.headers.etag])
  expect(tags.size).toBe(3)
  const again = await page({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })
  expect(again.status).toBe(304)
  expect(again.body.length).toBe(0)
  // Another visitor variant (another language) is another page: its tag does not match.
  const de = await raw('GET', '/explore', {
    headers: {
      cookie: GATE.replace('locale=en', 'locale=de'),
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    },
  })
  expect(de.status).toBe(200)
})

test('media answer byte ranges: 206 with exactly the bytes asked for, 416 past the end', async ({ request }) => {
  const snapshot = await (await request.get('/cms-api/snapshot')).json()
  const url = String(JSON.stringify(snapshot).match(/\/media\/[\w.-]+\.(webp|jpg|png|mp4)/)?.[0])
  const whole = await raw('GET', url)
  expect(whole.status).toBe(200)
  expect(whole.headers['accept-ranges']).toBe('bytes')
  const part = await raw('GET', url, { headers: { range: 'bytes=10-1033' } })
  expect(part.status).toBe(206)
  expect(part.headers['content-range']).toBe(`bytes 10-1033/${whole.body.length}`)
  expect(part.body.equals(whole.body.subarray(10, 1034))).toBe(true)
  const past = await raw('GET', url, { headers: { range: `bytes=${whole.body.length + 10}-` } })
  expect(past.status).toBe(416)
  expect(past.headers['content-range']).toBe(`bytes */${whole.body.length}`)
})

test("hashed assets are immutable, brotli when asked; the build's compressed copies are not served as files", async () => {
  const html = (await page()).body.toString()
  // A script worth compressing (the smallest, under 1 KB, go as they are): the page's own, or one they import.
  const scripts = [...html.matchAll(/\/_astro\/[\w.-]+\.js/g)].map(([src]) => src)
  let script = ''
  for (let i = 0; i < scripts.length && !script; i++) {
    const body = (await raw('GET', scripts[i])).body
    if (body.length >= 1024) script = scripts[i]
    for (const [, name] of body.toString().matchAll(/from\s*["']\.\/([\w.-]+\.js)["']/g))
      if (!scripts.includes(`/_astro/${name}`)) scripts.push(`/_astro/${name}`)
  }
  expect(script).toBeTruthy()
  const js = await raw('GET', script, { headers: { 'accept-encoding': 'br' } })
  expect(js.status).toBe(200)
  expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(js.headers['content-encoding']).toBe('br')
  for (const copy of [`${script}.br`, `${script}.gz`, '/.assetsignore'])
    expect((await raw('GET', copy, { headers: { cookie: GATE } })).status, copy).toBe(404)
})

test('a file asked again is sent from the answer kept for it: the same bytes, and HEAD, 304 and ranges still hold', async () => {
  // The server keeps a build file's answer per request line, cookies and encoding (server/serve/static.ts).
  const first = await raw('GET', '/brand/compass-mark.svg')
  const again = await raw('GET', '/brand/compass-mark.svg')
  expect(again.status).toBe(200)
  expect(again.body.equals(first.body)).toBe(true)
  expect(again.headers.etag).toBe(first.headers.etag)
  const head = await raw('HEAD', '/brand/compass-mark.svg')
  expect(head.status).toBe(200)
  expect(head.headers['content-length']).toBe(String(first.body.length))
  expect(head.body.length).toBe(0)
  const part = await raw('GET', '/brand/compass-mark.svg', { headers: { range: 'bytes=5-24' } })
  expect(part.status).toBe(206)
  expect(part.body.equals(first.body.subarray(5, 25))).toBe(true)
  const cached = await raw('GET', '/brand/compass-mark.svg', {
    headers: { 'if-none-match': String(first.headers.etag) },
  })
  expect(cached.status).toBe(304)
  // The same page for two visitors of one language, another page for another language.
  const [en, de] = await Promise.all([
    page(),
    raw('GET', '/explore', { headers: { cookie: GATE.replace('locale=en', 'locale=de') } }),
  ])
  expect((await page()).body.equals(en.body)).toBe(true)
  expect(de.body.toString()).toContain('lang="de"')
  expect(en.body.toString()).toContain('lang="en"')
})
