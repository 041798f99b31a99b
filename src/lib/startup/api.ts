/**
 * The shell's calls to the API (spec §7), same origin with cookies. POSTs first fetch the CSRF cookie
 * (GET /sanctum/csrf-cookie) and send it back as X-XSRF-TOKEN. Failures never throw to the page:
 * `getData` gives null, `getList` gives [] (spec §8).
 */
import { parseCookieHeader } from '../../contract/cookies'

let csrf: Promise<void> | null = null

export function csrfToken(cookie: string): string | null {
  return parseCookieHeader(cookie)['XSRF-TOKEN'] ?? null
}

async function ensureCsrf(): Promise<void> {
  if (csrfToken(document.cookie)) return
  csrf ??= fetch('/sanctum/csrf-cookie', { credentials: 'same-origin' }).then(
    () => undefined,
    () => undefined,
  )
  await csrf
  csrf = null
}

function withTimeout(ms: number): AbortSignal | undefined {
  return typeof AbortSignal !== 'undefined' && 'timeout' in AbortSignal ? AbortSignal.timeout(ms) : undefined
}

/** GET a `{ data }` response; null on any failure. */
export async function getData<T>(path: string, timeoutMs = 8000): Promise<T | null> {
  try {
    const res = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal: withTimeout(timeoutMs) })
    if (!res.ok) return null
    const body = (await res.json()) as { data?: T }
    return body && 'data' in body ? (body.data ?? null) : null
  } catch {
    return null
  }
}

/** GET a list response (`data` array); [] on any failure. */
export async function getList<T>(path: string): Promise<T[]> {
  const data = await getData<T[] | { data?: T[] }>(path)
  if (Array.isArray(data)) return data
  if (data && Array.isArray((data as { data?: T[] }).data)) return (data as { data: T[] }).data
  return []
}

/** POST JSON with the CSRF header. Returns the parsed body, or throws on a network or HTTP failure. */
export async function post<T = unknown>(path: string, body?: unknown, timeoutMs = 8000): Promise<T | null> {
  await ensureCsrf()
  const token = csrfToken(document.cookie)
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers['x-xsrf-token'] = token
  const res = await fetch(path, { method: 'POST', credentials: 'same-origin', headers, body: body === undefined ? undefined : JSON.stringify(body), signal: withTimeout(timeoutMs) })
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  const text = await res.text()
  return text ? (JSON.parse(text) as T) : null
}
