/**
 * The daily rollups behind the Insights view, and the retention of raw tracking records.
 *
 * Raw records (IP shortened, position, session) are kept `retentionDays`; each run recomputes, from
 * the raw rows, every day they still cover (from the cut-off day, or the oldest raw record when runs
 * were missed, to today) and replaces those days' aggregates, then deletes the raw rows older than the
 * cut-off. Rows are deleted by whole days, so a day with raw rows has all of them; a day whose rows
 * are gone is never recomputed, and its aggregate is all that is left. So a run is idempotent, two
 * instances running it at once are harmless (a PostgreSQL advisory lock makes the second one skip), and
 * the aggregates always equal what the raw rows said.
 *
 * The members' palates and best matches are recomputed whole each run (a member deleted since is gone
 * from them at the next run); ratings and sign-ups are read live (cms/insights/queries.ts).
 */
import type { Pool, PoolClient } from 'pg'
import { tasteMatch, userPalate, type TasteProfile } from '../../src/contract/palate'
import { PALATE_MAX, PALATE_MIN, TASTE_AXES, trackingRetentionDays } from '../../src/contract/constants'

const LOCK = 'wine-compass:insights-rollup'

/** Days raw tracking records are kept (TRACKING_RETENTION_DAYS, 30 by default). */
export const retentionDays = () => trackingRetentionDays(process.env)

export type RollupResult = { ran: boolean; fromDay: string; deleted: number }

/** The first day whose raw records are all still kept (UTC): `days` days before `now`'s day. */
export function cutoffDay(now: Date, days: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days))
  return d.toISOString().slice(0, 10)
}

/** One run: the visit aggregates from the cut-off day on, the retention, the members' palates. */
export async function rollUp(pool: Pool, o: { now?: Date; days?: number } = {}): Promise<RollupResult> {
  const fromDay = cutoffDay(o.now ?? new Date(), o.days ?? retentionDays())
  const client = await pool.connect()
  try {
    await client.query('begin')
    const lock = await client.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as locked', [
      LOCK,
    ])
    if (!lock.rows[0].locked) {
      await client.query('rollback')
      return { ran: false, fromDay, deleted: 0 }
    }
    const oldest = await client.query<{ day: string | null }>(
      `select (min(created_at) at time zone 'UTC')::date::text as day from tracking_records`,
    )
    const oldestDay = oldest.rows[0].day
    await rollUpVisits(client, oldestDay && oldestDay < fromDay ? oldestDay : fromDay)
    const deleted = await client.query(
      `delete from tracking_records where created_at < $1::timestamp at time zone 'UTC'`,
      [fromDay],
    )
    await rollUpPalates(client)
    await client.query(
      `insert into insights_state (id, rolled_up_at) values (1, now())
       on conflict (id) do update set rolled_up_at = excluded.rolled_up_at`,
    )
    await client.query('commit')
    return { ran: true, fromDay, deleted: deleted.rowCount ?? 0 }
  } catch (err) {
    await client.query('rollback').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}

/**
 * Today's visits only: cheap (one day of raw rows), run before the view answers so today is current.
 * When it ran (another rollup may hold the lock): the figures are as of `now`.
 */
export async function rollUpToday(pool: Pool, now = new Date()): Promise<Date | null> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const lock = await client.query<{ locked: boolean }>('select pg_try_advisory_xact_lock(hashtext($1)) as locked', [
      LOCK,
    ])
    const locked = lock.rows[0].locked
    if (locked) await rollUpVisits(client, now.toISOString().slice(0, 10))
    await client.query('commit')
    return locked ? now : null
  } catch (err) {
    await client.query('rollback').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}

/** The days from `fromDay` on, recomputed from the raw rows: sessions by country, language and new or returning; the browser languages asked for. */
async function rollUpVisits(client: PoolClient, fromDay: string) {
  await client.query('delete from insights_visits where day >= $1::date', [fromDay])
  await client.query(
    `insert into insights_visits (day, country, locale, returning_visitor, sessions)
     select (created_at at time zone 'UTC')::date, coalesce(upper(country), ''), coalesce(lower(locale), ''),
            coalesce(returning_visitor, false), count(*)
       from tracking_records where created_at >= $1::timestamp at time zone 'UTC'
      group by 1, 2, 3, 4`,
    [fromDay],
  )
  await client.query('delete from insights_asked_languages where day >= $1::date', [fromDay])
  // Each session counts once per language it asked for ("pt-BR,pt;q=0.9,en" asks for pt and en).
  await client.query(
    `insert into insights_asked_languages (day, country, language, sessions)
     select day, country, language, count(*) from (
       select distinct t.id, (t.created_at at time zone 'UTC')::date as day, coalesce(upper(t.country), '') as country,
              split_part(lower(trim(split_part(tag, ';', 1))), '-', 1) as language
         from tracking_records t, regexp_split_to_table(coalesce(t.locales, ''), ',') as tag
        where t.created_at >= $1::timestamp at time zone 'UTC') asked
      where language ~ '^[a-z]{2,3}$'
      group by 1, 2, 3`,
    [fromDay],
  )
}

type RatingRow = {
  member_id: string
  country: string
  wine_id: string
  wine_rating: string | null
  colour_rating: string | null
  aroma_rating: string | null
  flavour_rating: string | null
}

const num = (v: string | null) => (v === null ? null : Number(v))

/**
 * Every member's palate (src/contract/palate.ts, as their palate screen shows it), counted per axis and
 * rounded value, and the published wine closest to it (the best match), counted per wine, by country.
 */
async function rollUpPalates(client: PoolClient) {
  const wines = await client.query<{ id: string; profile: TasteProfile }>(
    `select id, json_build_object(${TASTE_AXES.map((a) => `'${a}', taste_profile_${a}::float`).join(', ')}) as profile
       from wines where _status = 'published' and deleted_at is null`,
  )
  const profiles = new Map(wines.rows.map((w) => [w.id, w.profile]))
  const rows = await client.query<RatingRow>(
    `select p.member_id, m.country::text as country, p.wine_id, p.wine_rating, p.colour_rating, p.aroma_rating,
            p.flavour_rating
       from passports p join members m on m.id = p.member_id
      order by p.member_id`,
  )
  const bins = new Map<string, number>()
  const best = new Map<string, number>()
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
  let i = 0
  while (i < rows.rows.length) {
    const member = rows.rows[i].member_id
    const country = rows.rows[i].country ?? ''
    const rated = []
    for (; i < rows.rows.length && rows.rows[i].member_id === member; i++) {
      const r = rows.rows[i]
      const profile = profiles.get(r.wine_id)
      if (profile)
        rated.push({
          wine_rating: num(r.wine_rating),
          colour_rating: num(r.colour_rating),
          aroma_rating: num(r.aroma_rating),
          flavour_rating: num(r.flavour_rating),
          profile,
        })
    }
    const palate = userPalate(rated)
    if (Object.keys(palate).length === 0) continue
    for (const axis of TASTE_AXES) {
      const bin = Math.min(PALATE_MAX, Math.max(PALATE_MIN, Math.round(palate[axis] ?? 3)))
      add(bins, `${country}|${axis}|${bin}`)
    }
    let bestWine: string | null = null
    let bestScore = -1
    for (const [id, profile] of profiles) {
      const score = tasteMatch(palate, profile)
      if (score > bestScore) [bestWine, bestScore] = [id, score]
    }
    if (bestWine) add(best, `${country}|${bestWine}`)
  }
  await client.query('delete from insights_palates')
  await client.query('delete from insights_best_match')
  const binRows = [...bins].map(([key, members]) => [...key.split('|'), members])
  if (binRows.length)
    await client.query(
      `insert into insights_palates (country, axis, bin, members)
       select * from unnest($1::text[], $2::text[], $3::int[], $4::int[])`,
      [0, 1, 2, 3].map((c) => binRows.map((r) => r[c])),
    )
  const bestRows = [...best].map(([key, members]) => [...key.split('|'), members])
  if (bestRows.length)
    await client.query(
      `insert into insights_best_match (country, wine_id, members)
       select * from unnest($1::text[], $2::uuid[], $3::int[])`,
      [0, 1, 2].map((c) => bestRows.map((r) => r[c])),
    )
}
