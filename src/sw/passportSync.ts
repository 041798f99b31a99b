/// <reference lib="webworker" />
/**
 * Background Sync of the passport writes that waited on the device (src/lib/members/outbox.ts): the
 * browser wakes the worker when the connection returns, even with the site closed. The worker asks
 * who is signed in, fetches a fresh CSRF cookie and reads it through cookieStore (Chrome, Edge; other
 * browsers have no Background Sync and the page sends the writes itself). A write that must wait
 * fails the sync event, so the browser tries again later.
 */
import { API_HEADERS } from '../lib/api'
import { XSRF_COOKIE } from '../contract/cookies'
import { IDEMPOTENCY_HEADER, XSRF_HEADER } from '../contract/headers'
import { flushOutbox, SYNC_TAG, writeBody } from '../lib/members/outbox'
import { apiPath } from '../contract/api/paths'

declare const self: ServiceWorkerGlobalScope
type SyncEvent = ExtendableEvent & { tag: string }
type CookieStore = { get(name: string): Promise<{ value: string } | null> }

async function signedInMember(): Promise<string | null> {
  const res = await fetch(apiPath('currentUser'), { credentials: 'same-origin', headers: API_HEADERS })
  if (!res.ok) return null
  const body = (await res.json().catch(() => null)) as { data?: { id?: unknown } } | null
  return body?.data?.id != null ? String(body.data.id) : null
}

async function csrfToken(): Promise<string | null> {
  const store = (self as unknown as { cookieStore?: CookieStore }).cookieStore
  if (!store) return null
  await fetch(apiPath('csrfCookie'), { credentials: 'same-origin', headers: API_HEADERS })
  const cookie = await store.get(XSRF_COOKIE)
  return cookie ? decodeURIComponent(cookie.value) : null
}

async function sync(): Promise<void> {
  const member = await signedInMember()
  const token = member ? await csrfToken() : null
  if (!member || !token) return // the page sends them when the member is back
  const done = await flushOutbox(member, async (w) => {
    const res = await fetch(apiPath('savePassport', { id: w.wineId }), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        ...API_HEADERS,
        'Content-Type': 'application/json',
        [XSRF_HEADER]: token,
        [IDEMPOTENCY_HEADER]: w.key,
      },
      body: JSON.stringify(writeBody(w)),
    })
    return res.status
  })
  for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage({ type: 'outbox-synced' })
  if (done.left > 0) throw new Error(`${done.left} passport writes wait`)
}

self.addEventListener('sync', (event) => {
  const e = event as SyncEvent
  if (e.tag === SYNC_TAG) e.waitUntil(sync())
})
