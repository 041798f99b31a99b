/**
 * In front of Payload's REST handlers (/cms-api): what a client can type is answered as a client
 * error, never a 500. Payload itself answers 500 for a malformed multipart body ("Unexpected end of
 * form"), invalid JSON in some paths, or a page or depth that is not a number (a failed query).
 */
type Handler = (req: Request, ctx: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const NUMERIC = ['depth', 'limit', 'page']
/** Bodies this size or smaller are parsed once here to be sure they parse (staff uploads above it are trusted). */
const CHECK_BODY_MAX = 8 * 1024 * 1024

/** The one path that takes XML: a translated file, as XLIFF. */
const XLIFF_PATH = /\/translations\/import$/
const XLIFF_TYPES = ['application/xliff+xml', 'application/xml', 'text/xml']

const bad = (message: string, status = 400) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'cache-control': 'no-store' } })

/** Why the request would break Payload, or null. */
async function restProblem(req: Request): Promise<Response | null> {
  const url = new URL(req.url)
  // PostgreSQL text cannot hold a NUL: Payload would fail the query with a 500.
  for (const [k, v] of url.searchParams)
    if (k.includes('\0') || v.includes('\0')) return bad('The query holds a NUL character.')
  for (const key of NUMERIC) {
    const v = url.searchParams.get(key)
    if (v !== null && v !== '' && !/^\d{1,6}$/.test(v)) return bad(`${key} must be a whole number.`)
    if (key === 'page' && v === '0') return bad('page starts at 1.')
  }
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || !req.body) return null
  const length = Number(req.headers.get('content-length') ?? 0)
  if (length > CHECK_BODY_MAX) return null
  const type = (req.headers.get('content-type') ?? '').toLowerCase()
  const copy = req.clone()
  try {
    if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
      for (const [k, v] of await copy.formData())
        if (k.includes('\0') || (typeof v === 'string' && v.includes('\0')))
          return bad('The body holds a NUL character.')
    } else {
      const text = await copy.text()
      if (text.trim() === '') return null
      // A translated XLIFF file for the import (cms/translations/endpoint.ts), which reads it itself.
      if (XLIFF_PATH.test(url.pathname) && XLIFF_TYPES.some((t) => type.startsWith(t)))
        return text.includes('\0') ? bad('The body holds a NUL character.') : null
      if (type && !type.startsWith('application/json') && !type.startsWith('text/plain'))
        return bad('Send JSON or a form.', 415)
      JSON.parse(text)
      if (text.includes('\\u0000') || text.includes('\0')) return bad('The body holds a NUL character.')
    }
  } catch {
    return bad('The request body could not be read.')
  }
  return null
}

/**
 * Payload's answer, mended: a collection it serves no REST for (`payload-migrations`) answered 501
 * naming the server's own URL; a path that is not there is a 404, and says nothing of the server. Its
 * CORS answers depend on the request's Origin, so every answer says it varies with it (a shared cache
 * must not hand one origin's answer to another).
 */
function mended(res: Response): Response {
  const headers = new Headers(res.headers)
  headers.append('vary', 'Origin')
  if (res.status === 501) {
    headers.set('content-type', 'application/json')
    return new Response(JSON.stringify({ errors: [{ message: 'Not Found' }] }), { status: 404, headers })
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}

export const guarded =
  (handler: Handler): Handler =>
  async (req, ctx) =>
    (await restProblem(req)) ?? mended(await handler(req, ctx))
