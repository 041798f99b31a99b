/** The content the site was built from, read (and drafted) through a Playwright page's request context. */
import type { Page } from '@playwright/test'
import type { Snapshot } from '../../src/contract/snapshot'
import { STAFF, staffLogin } from './session'

let cached: Snapshot | null = null
/** What the site was built from, read from the CMS endpoint. */
export async function snapshot(page: Page, o: { fresh?: boolean } = {}): Promise<Snapshot> {
  const read = async () => (await (await page.request.get('/cms-api/snapshot')).json()) as Snapshot
  // A fresh read (a test's own changes) is not kept: later tests expect the demo's content.
  if (o.fresh) return read()
  cached ??= await read()
  return cached
}

/** A wine sold in `country`, and one that is not. */
export async function winesFor(page: Page, country: string) {
  const s = await snapshot(page)
  const sold = s.wines.find((w) => w.countries.includes(country))!
  const notSold = s.wines.find((w) => !w.countries.includes(country))!
  return { sold, notSold }
}

/** The items of a snapshot list shown in `country`. */
export const shownIn = <T extends { countries: string[] }>(items: T[], country = 'US') =>
  items.filter((i) => i.countries.includes(country))

/** A wine sold in the US, from the snapshot the site was built from. */
export async function aWine(page: Page, index = 0) {
  return shownIn((await snapshot(page)).wines)[index]
}

/**
 * A wine saved as a draft only, through Payload's REST API as staff (signs staff in): nothing of it
 * is published, so the site is not rebuilt. Returns its id; delete it with `deleteWine`.
 */
export async function createDraftWine(page: Page, data: Record<string, unknown>): Promise<string> {
  await staffLogin(page)
  const s = await snapshot(page)
  const stamp = Date.now().toString(36)
  const res = await page.request.post('/cms-api/wines?draft=true', {
    ...STAFF,
    data: {
      _status: 'draft',
      name: `Draft ${stamp}`,
      slug: `draft-${stamp}`,
      image: s.wines[0].image.id,
      countries: ['US'],
      ...data,
    },
  })
  if (res.status() !== 201) throw new Error(`creating a draft wine: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { doc: { id: string } }).doc.id
}

export const deleteWine = (page: Page, id: string) => deleteDoc(page, 'wines', id)

export async function deleteDoc(page: Page, collection: string, id: string) {
  await staffLogin(page)
  const res = await page.request.delete(`/cms-api/${collection}/${id}`, STAFF)
  if (!res.ok()) throw new Error(`deleting ${collection} ${id}: ${res.status()}`)
}

/** Publishes a document's latest draft (a save that rebuilds the site), as staff. */
export async function publishDoc(page: Page, collection: string, id: string) {
  await staffLogin(page)
  const res = await page.request.patch(`/cms-api/${collection}/${id}`, { ...STAFF, data: { _status: 'published' } })
  if (!res.ok()) throw new Error(`publishing ${collection} ${id}: ${res.status()} ${await res.text()}`)
}

/** A document's data without the ids of its array rows (a copy gets rows of its own). */
function withoutRowIds(value: unknown, inRow = false): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutRowIds(v, true))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !(inRow && k === 'id'))
      .map(([k, v]) => [k, withoutRowIds(v)]),
  )
}

/**
 * A draft copy of a published document, for tests that type in the admin: drafts are autosaved as
 * staff type, so editing the demo content itself would leave drafts behind for later tests. Signs
 * staff in; delete it with `deleteDoc`.
 */
export async function draftCopy(
  page: Page,
  collection: string,
  id: string,
  change: Record<string, unknown> = {},
): Promise<string> {
  await staffLogin(page)
  const doc = (await (
    await page.request.get(`/cms-api/${collection}/${id}?depth=0&locale=all`, STAFF)
  ).json()) as Record<string, unknown>
  const { id: _id, createdAt: _c, updatedAt: _u, ...data } = withoutRowIds(doc) as Record<string, unknown>
  const stamp = Date.now().toString(36)
  const res = await page.request.post(`/cms-api/${collection}?draft=true&locale=all`, {
    ...STAFF,
    data: {
      ...data,
      ...('slug' in data && { slug: `draft-${stamp}` }),
      _status: 'draft',
      ...(withoutRowIds(change) as Record<string, unknown>),
    },
  })
  if (res.status() !== 201) throw new Error(`copying ${collection} ${id}: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { doc: { id: string } }).doc.id
}
