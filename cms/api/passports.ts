/**
 * The member's passport entries, shared by the wine, passport, palate and export calls, and the
 * passport write. Read and written with plain indexed SQL by the signed-in member's own id (the rule of
 * cms/access/ownMemberData.ts, which Payload applies to everyone else): Payload's find and update took
 * most of a member call (docs/decisions.md, Close to the limit). Staff edits in the admin still go through Payload and its hooks.
 */
import type { Context } from 'hono'
import type { Payload } from 'payload'
import { pool, transaction } from './db'
import type { PassportEntry } from '../../src/contract/api/members'
import type { WinePassport } from '../../src/contract/api/wine'
import type { Locale } from '../../src/contract/locales'
import type { Passport, Wine } from '../payload-types'
import type { PoolClient } from 'pg'
import { mergePassportWrite, type Merge, type PassportValues } from './passportMerge'
import { PASSPORT_FIELDS } from '../../src/contract/api/members'
import { memo, publishedDocs } from './contentCache'
import type { ApiEnv, SignedInMember } from './env'
import { apiMedia, idOf, text } from './content/values'
import { STARS } from '../../src/contract/constants'

/** Published wines by id (from the content cache). */
export async function publishedWinesById(payload: Payload): Promise<Map<string, Wine>> {
  return memo(
    payload,
    'wines:byId',
    async () => new Map((await publishedDocs(payload, 'wines')).map((w) => [String(w.id), w])),
  )
}

/** The fields of a passport row the calls read, as Payload's generated type names them. */
export type PassportRow = Pick<
  Passport,
  | 'id'
  | 'wine'
  | 'member'
  | 'wine_rating'
  | 'colour_rating'
  | 'aroma_rating'
  | 'flavour_rating'
  | 'comment'
  | 'createdAt'
  | 'updatedAt'
>

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
/** The columns of a row as `PassportRow` names them (ratings are numeric in the table). */
const ROW = `id, wine_id as wine, member_id as member,
  wine_rating::float8 as wine_rating, colour_rating::float8 as colour_rating, aroma_rating::float8 as aroma_rating, flavour_rating::float8 as flavour_rating,
  comment, ${ISO('created_at')} as "createdAt", ${ISO('updated_at')} as "updatedAt"`

/** The member's passport rows (newest change first; only some wines when `wineIds` is given). */
export async function ownPassportRows(
  c: Context<ApiEnv>,
  member: SignedInMember,
  wineIds?: string[],
): Promise<PassportRow[]> {
  const { rows } = await pool(c.get('payload')).query<PassportRow>(
    `select ${ROW} from passports where member_id = $1 ${wineIds ? 'and wine_id = any($2::uuid[])' : ''} order by updated_at desc`,
    wineIds ? [member.id, wineIds] : [member.id],
  )
  return rows
}

type StoredRow = PassportRow & { edit_times: unknown; write_keys: unknown }
export type PassportWrite = { saved: PassportRow; merge: Merge; status: 200 | 201 }

/**
 * Writes the member's one entry of a wine (POST /api/wines/{id}/passport) in one transaction: the row
 * is locked while its write is merged (passportMerge.ts), so two writes of one entry, on this
 * instance or another, never lose each other's edit times or keys. A failed COMMIT throws. Returns
 * null when `sentId` is given and is not this entry's id.
 */
export async function writePassportEntry(
  payload: Payload,
  member: SignedInMember,
  wineId: string,
  values: PassportValues,
  editedAt: Date,
  key: string | null,
  sentId?: string | number | null,
): Promise<PassportWrite | null> {
  return transaction(payload, async (client) => {
    const locked = async () =>
      (
        await client.query<StoredRow>(
          `select ${ROW}, edit_times, write_keys from passports where member_id = $1 and wine_id = $2 for update`,
          [member.id, wineId],
        )
      ).rows[0]
    let stored = await locked()
    if (sentId != null && String(sentId) !== String(stored?.id)) return null
    if (!stored) {
      const merge = mergePassportWrite(undefined, values, editedAt, key)
      const created = await insertEntry(client, member.id, wineId, merge)
      if (created) return { saved: created, merge, status: 201 }
      // A first write of this entry elsewhere at the same moment: the unique (member, wine) index kept that one; merge into it.
      stored = (await locked())!
    }
    const merge = mergePassportWrite(stored, values, editedAt, key)
    return { saved: merge.data ? await updateEntry(client, stored.id, merge) : stored, merge, status: 200 }
  })
}

/** The columns a merge writes, in a fixed order, with their values. */
function written(merge: Merge): [string[], unknown[]] {
  const data = merge.data!
  const columns = PASSPORT_FIELDS.filter((f) => f in data)
  return [
    [...columns, 'edit_times', 'write_keys'],
    [...columns.map((f) => data[f] ?? null), JSON.stringify(data.edit_times), JSON.stringify(data.write_keys)],
  ]
}

async function insertEntry(
  client: PoolClient,
  memberId: string,
  wineId: string,
  merge: Merge,
): Promise<PassportRow | undefined> {
  const [columns, values] = written(merge)
  const { rows } = await client.query<PassportRow>(
    `insert into passports (member_id, wine_id, ${columns.join(', ')}) values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')})
     on conflict (member_id, wine_id) do nothing returning ${ROW}`,
    [memberId, wineId, ...values],
  )
  return rows[0]
}

async function updateEntry(client: PoolClient, id: string, merge: Merge): Promise<PassportRow> {
  const [columns, values] = written(merge)
  const { rows } = await client.query<PassportRow>(
    `update passports set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = clock_timestamp() where id = $1 returning ${ROW}`,
    [id, ...values],
  )
  return rows[0]
}

export const wineIdOf = (p: Pick<Passport, 'wine'>) => idOf(p.wine) ?? ''

export function toWinePassport(p: PassportRow): WinePassport {
  const r = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= STARS ? v : null)
  return {
    id: String(p.id),
    wine_rating: r(p.wine_rating),
    colour_rating: r(p.colour_rating),
    aroma_rating: r(p.aroma_rating),
    flavour_rating: r(p.flavour_rating),
    comment: typeof p.comment === 'string' ? p.comment : null,
  }
}

export function toEntry(p: PassportRow, wine: Wine, locale: Locale): PassportEntry {
  return {
    ...toWinePassport(p),
    wine: {
      id: String(wine.id),
      slug: String(wine.slug ?? ''),
      name: String(wine.name ?? ''),
      harvest: typeof wine.harvest === 'string' && wine.harvest ? wine.harvest : null,
      grape_variety: text(wine.grape_variety, locale),
      image: apiMedia(wine.image, locale),
    },
  }
}
