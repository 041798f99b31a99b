/**
 * Published lists for a place: filtered by country (and state / zip code), shaped once per
 * (list, place, locale) in the content cache; answers that do not depend on the visitor are kept
 * serialized.
 */
import type { Context, TypedResponse } from 'hono'
import type { DataFromCollectionSlug, Payload } from 'payload'
import type { Locale } from '../../../src/contract/locales'
import type { ApiWine } from '../../../src/contract/api/wine'
import { memo, publishedDocs } from '../contentCache'
import type { ApiEnv } from '../env'
import { shape, shapeWine, type Answers, type Shaped } from './shapers'
import { upperList } from './values'
import { collectionRow } from '../../../src/contract/collections'
import { heldIn, mayHold, translationRule } from '../../translations/rule'

export type Place = { country: string; state?: string | null; zip?: string | null }

type Placed = { countries?: unknown; states?: unknown; zip_codes?: unknown }
const sells = (doc: Placed, country: string) => upperList(doc.countries).includes(country)
/** Empty list: everywhere; otherwise the value must be in it. */
const within = (list: unknown, value: string | null) => {
  const l = upperList(list)
  return l.length === 0 || (value !== null && l.includes(value))
}

function matches(collection: Shaped, doc: Placed, p: Place) {
  if (!sells(doc, p.country)) return false
  // Where the collection's items may be aimed besides countries (src/contract/collections.ts).
  const f = collectionRow(collection).place
  if (f?.states && !within(doc.states, p.state ?? null)) return false
  if (f?.zips && !within(doc.zip_codes, p.zip ?? null)) return false
  return true
}

const placeKey = (p: Place, locale: Locale) => `${p.country}:${p.state ?? ''}:${p.zip ?? ''}:${locale}`

/** A cached, shaped list for a place and locale. */
export async function placeList<S extends Shaped>(
  payload: Payload,
  collection: S,
  p: Place,
  locale: Locale,
): Promise<Answers[S][]> {
  return memo(payload, `list:${collection}:${placeKey(p, locale)}`, async () => {
    const docs: DataFromCollectionSlug<S>[] = await publishedDocs(payload, collection)
    // Held back from a language while its translation lags, where the winery asks so (cms/translations/rule.ts).
    const hold = mayHold(collection) && (await translationRule(payload)) === 'hold'
    return docs
      .filter((d) => matches(collection, d, p) && !(hold && heldIn(d as { missing_in?: unknown }).includes(locale)))
      .flatMap((d) => shape(collection, d, locale) ?? [])
  })
}

/**
 * JSON as UTF-8 bytes. A string body is checked for lone surrogates and encoded again on every
 * answer (undici's Response): 0.13 ms of each 70 KB wine list, more than serializing it (docs/decisions.md, Close to the limit).
 * Buffer.from replaces a lone surrogate as that check would.
 */
export const jsonBytes = <T>(value: T) => Buffer.from(JSON.stringify(value)) as JsonBytes<T>
/** Bytes of JSON, and the type of the value they hold (or of the answer they are pieces of). */
export type JsonBytes<T> = Uint8Array<ArrayBuffer> & { readonly json?: T }
/** A 200 with a JSON body, as c.json types it: serve() checks it against the call's declaration (cms/api/declare.ts). */
type JsonAnswer<T> = Response & TypedResponse<T, 200, 'json'>

/**
 * A JSON answer already serialized to bytes (cached lists, large answers), sent without a copy: a
 * Response made from bytes copies them (undici), and 70 KB copied per answer kept V8 collecting its
 * old space four times a second under load (p99 46 ms on the member's wine list; docs/decisions.md,
 * Close to the limit). A stream of the same bytes is written to the socket as it is; the pieces may be
 * views of cached bytes.
 */
export function rawJson<T>(c: Context<ApiEnv>, body: JsonBytes<T> | JsonBytes<T>[]): JsonAnswer<T> {
  const pieces = Array.isArray(body) ? body : [body]
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece)
      controller.close()
    },
  })
  const length = pieces.reduce((n, piece) => n + piece.byteLength, 0)
  const headers = { 'content-type': 'application/json; charset=UTF-8', 'content-length': String(length) }
  // A JSON answer, though sent as bytes: typed as c.json's, so that serve() checks it against its declaration.
  return c.body(stream, 200, headers) as unknown as JsonAnswer<T>
}

/** The list for a place as { data: [...] }, serialized once; no place: an empty list. */
export async function listAnswer<S extends Shaped>(c: Context<ApiEnv>, collection: S, p: Place | null) {
  if (!p) return c.json({ data: [] })
  const payload = c.get('payload')
  const locale = c.get('locale')
  return rawJson(
    c,
    await memo(payload, `json:${collection}:${placeKey(p, locale)}`, async () =>
      jsonBytes({ data: await placeList(payload, collection, p, locale) }),
    ),
  )
}

/** The wines sold in a country, shaped (without any member's data). */
export async function wineList(payload: Payload, country: string, locale: Locale): Promise<ApiWine[]> {
  return memo(payload, `wines:${country}:${locale}`, async () => {
    const docs = await publishedDocs(payload, 'wines')
    return docs.filter((d) => sells(d, country)).flatMap((d) => shapeWine(d, locale) ?? [])
  })
}
