/** The wine answers: the cached list, plus the signed-in member's ratings and passport entry. */
import type { Context } from 'hono'
import type { Payload } from 'payload'
import type { ApiWine } from '../../../src/contract/api/wine'
import type { Locale } from '../../../src/contract/locales'
import { memo } from '../contentCache'
import type { ApiEnv } from '../env'
import { ownPassportRows, toWinePassport, wineIdOf, type PassportRow } from '../passports'
import { jsonBytes, rawJson, wineList } from './lists'

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

const OPEN = Buffer.from('{"data":[')
const COMMA = Buffer.from(',')
const CLOSE = Buffer.from(']}')

/**
 * The country's wines with each one's JSON kept as bytes: a member's answer serializes only the
 * wines they rated and copies the rest (JSON.stringify and UTF-8 encoding of the whole 70 KB list
 * were a third of a signed-in call; docs/decisions.md, Close to the limit). The pieces joined are byte for byte `jsonBytes({ data })`.
 */
function winePieces(payload: Payload, country: string, locale: Locale) {
  return memo(payload, `json:wine-pieces:${country}:${locale}`, async () => {
    const wines = await wineList(payload, country, locale)
    return { wines, pieces: wines.map((w) => jsonBytes(w)) }
  })
}

/** { data: wines of the country }; anonymous answers are kept serialized. */
export async function winesAnswer(c: Context<ApiEnv>, country: string | null) {
  if (!country) return c.json({ data: [] })
  const payload = c.get('payload')
  const locale = c.get('locale')
  if (!c.get('member')) {
    return rawJson(
      c,
      await memo(payload, `json:wines:${country}:${locale}`, async () =>
        jsonBytes({ data: await wineList(payload, country, locale) }),
      ),
    )
  }
  const { wines, pieces } = await winePieces(payload, country, locale)
  const entries = await entriesOf(c, wines)
  const parts: Uint8Array[] = [OPEN]
  wines.forEach((w, i) => {
    if (i > 0) parts.push(COMMA)
    const p = entries.get(w.id)
    parts.push(p ? jsonBytes(withEntry(w, p)) : pieces[i])
  })
  parts.push(CLOSE)
  return rawJson(c, Buffer.concat(parts) as Uint8Array<ArrayBuffer>)
}
