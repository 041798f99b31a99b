/** The wine answers: the cached list, plus the signed-in member's ratings and passport entry. */
import type { Context } from 'hono'
import type { Payload } from 'payload'
import type { ApiWine } from '../../../src/contract/api/wine'
import type { Locale } from '../../../src/contract/locales'
import { memo } from '../contentCache'
import type { ApiEnv } from '../env'
import { ownPassportRows, toWinePassport, wineIdOf, type PassportRow } from '../passports'
import { jsonBytes, rawJson, wineList, type JsonBytes } from './lists'

/** A wine with the member's entry of it (a new object; cached ones stay untouched). */
function withEntry(w: ApiWine, p: PassportRow): ApiWine {
  const e = toWinePassport(p)
  return {
    ...w,
    rating: {
      wine: e.wine_rating ?? 0,
      colour: e.colour_rating ?? 0,
      aroma: e.aroma_rating ?? 0,
      flavour: e.flavour_rating ?? 0,
    },
    passport: [e],
  }
}

/** The member's entries of these wines, by wine id (empty for a visitor). */
async function entriesOf(c: Context<ApiEnv>, wines: ApiWine[]): Promise<Map<string, PassportRow>> {
  const member = c.get('member')
  if (!member || wines.length === 0) return new Map()
  return new Map(
    (
      await ownPassportRows(
        c,
        member,
        wines.map((w) => w.id),
      )
    ).map((p) => [wineIdOf(p), p]),
  )
}

/** Adds the member's rating and passport to wines. */
export async function withMemberData(c: Context<ApiEnv>, wines: ApiWine[]): Promise<ApiWine[]> {
  const entries = await entriesOf(c, wines)
  return wines.map((w) => (entries.has(w.id) ? withEntry(w, entries.get(w.id)!) : w))
}

/**
 * The country's wines and their answer as bytes, with where each wine's JSON sits in them: a member's
 * answer is those bytes with the wines they rated written anew, the rest sent as views of the cached
 * bytes (JSON.stringify and UTF-8 encoding of the whole 70 KB list were a third of a signed-in call,
 * and a copy of it per call kept the garbage collector busy; docs/decisions.md, Close to the limit).
 * The bytes are `jsonBytes({ data: wines })`, byte for byte.
 */
function wineAnswer(payload: Payload, country: string, locale: Locale) {
  return memo(payload, `json:wines:${country}:${locale}`, async () => {
    const wines = await wineList(payload, country, locale)
    const body = jsonBytes({ data: wines })
    // Each wine's span: its JSON, found in order (the list is one JSON array of these objects).
    const spans: [number, number][] = []
    let at = '{"data":['.length
    for (const w of wines) {
      const length = jsonBytes(w).byteLength
      spans.push([at, at + length])
      at += length + 1 // and the comma
    }
    return { wines, body, spans }
  })
}

/** { data: wines of the country }, with the signed-in member's ratings and entry in the ones they rated. */
export async function winesAnswer(c: Context<ApiEnv>, country: string | null) {
  if (!country) return c.json({ data: [] })
  const { wines, body, spans } = await wineAnswer(c.get('payload'), country, c.get('locale'))
  const entries = await entriesOf(c, wines)
  if (entries.size === 0) return rawJson(c, body)
  // Pieces of the one answer: views of the cached bytes, and the rated wines' JSON written anew.
  const pieces: JsonBytes<{ data: ApiWine[] }>[] = []
  let from = 0
  wines.forEach((w, i) => {
    const p = entries.get(w.id)
    if (!p) return
    pieces.push(body.subarray(from, spans[i][0]), jsonBytes(withEntry(w, p)) as JsonBytes<never>)
    from = spans[i][1]
  })
  pieces.push(body.subarray(from))
  return rawJson(c, pieces)
}
