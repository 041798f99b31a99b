/**
 * The insights' daily rollup (cms/insights/rollup.ts) and figures (cms/insights/queries.ts) on the real
 * database: the aggregates equal the raw rows they replace, retention keeps only aggregates, a deleted
 * member leaves nothing behind, and groups under five people are hidden. Rows of this file use the
 * country AQ, which the demo's visitors never come from.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { insights } from '../../cms/insights/queries'
import { cutoffDay, rollUp } from '../../cms/insights/rollup'
import { LOCALES } from '../../src/contract/locales'
import { db, post, signedIn, usWines } from '../helpers/apiClient'

const COUNTRY = 'AQ'
const now = new Date()
const dayAgo = (n: number, hour = 12) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - n, hour))

async function track(rows: { ago: number; locale: string; returning: boolean; locales?: string; hour?: number }[]) {
  await (
    await db()
  ).query(
    `insert into tracking_records (session, country, locale, locales, returning_visitor, created_at, updated_at)
     select 'sess-' || substr(md5(random()::text), 1, 9), $1, l, ls, r, t, t
       from unnest($2::text[], $3::text[], $4::bool[], $5::timestamptz[]) as x(l, ls, r, t)`,
    [
      COUNTRY,
      rows.map((r) => r.locale),
      rows.map((r) => r.locales ?? null),
      rows.map((r) => r.returning),
      rows.map((r) => dayAgo(r.ago, r.hour).toISOString()),
    ],
  )
}

const aggregates = async () =>
  (
    await (
      await db()
    ).query(
      `select day::text, locale, returning_visitor as returning, sessions from insights_visits where country = $1 order by 1, 2, 3`,
      [COUNTRY],
    )
  ).rows
const rawGroups = async () =>
  (
    await (
      await db()
    ).query(
      `select (created_at at time zone 'UTC')::date::text as day, locale, returning_visitor as returning, count(*)::int as sessions
         from tracking_records where country = $1 group by 1, 2, 3 order by 1, 2, 3`,
      [COUNTRY],
    )
  ).rows

afterAll(async () => {
  const pool = await db()
  await pool.query('delete from tracking_records where country = $1', [COUNTRY])
  await pool.query('delete from insights_visits where country = $1', [COUNTRY])
  await pool.query('delete from insights_asked_languages where country = $1', [COUNTRY])
})

describe('the insights rollup', () => {
  it('gives the same numbers as the raw rows it replaces, run after run', async () => {
    await track([
      { ago: 0, locale: 'en', returning: false, locales: 'en-US,en;q=0.9,it', hour: 0 },
      { ago: 0, locale: 'en', returning: true },
      { ago: 2, locale: 'pt', returning: false, locales: 'pt-BR,pt' },
      { ago: 2, locale: 'pt', returning: false },
      { ago: 2, locale: 'de', returning: true, hour: 23 },
      { ago: 9, locale: 'ja', returning: false, locales: 'ja' },
    ])
    await rollUp(await db(), { now })
    const raw = await rawGroups()
    expect(raw.length).toBeGreaterThanOrEqual(5)
    expect(await aggregates()).toEqual(raw)
    // Idempotent: a second run changes nothing.
    await rollUp(await db(), { now })
    expect(await aggregates()).toEqual(raw)
    // Each session counts once per language it asked for, by first subtag.
    const asked = await (
      await db()
    ).query(`select language, sum(sessions)::int as n from insights_asked_languages where country = $1 group by 1`, [
      COUNTRY,
    ])
    expect(Object.fromEntries(asked.rows.map((r) => [r.language, r.n]))).toEqual({ en: 1, it: 1, pt: 1, ja: 1 })
  })

  it('deletes raw rows past the retention period and keeps their daily aggregates', async () => {
    await track([
      { ago: 45, locale: 'fr', returning: false },
      { ago: 45, locale: 'fr', returning: false },
      { ago: 45, locale: 'fr', returning: true },
    ])
    // The rollup was not run while these rows aged: it rolls them up before it deletes them.
    const result = await rollUp(await db(), { now, days: 30 })
    expect(result.fromDay).toBe(cutoffDay(now, 30))
    expect(result.deleted).toBeGreaterThanOrEqual(3)
    const old = dayAgo(45).toISOString().slice(0, 10)
    const pool = await db()
    const left = await pool.query(`select count(*)::int as n from tracking_records where created_at < $1`, [
      dayAgo(30, 0).toISOString(),
    ])
    expect(left.rows[0].n).toBe(0)
    expect((await aggregates()).filter((r) => r.day === old)).toEqual([
      { day: old, locale: 'fr', returning: false, sessions: 2 },
      { day: old, locale: 'fr', returning: true, sessions: 1 },
    ])
    // The day is never recomputed now that its raw rows are gone.
    await rollUp(pool, { now, days: 30 })
    expect((await aggregates()).filter((r) => r.day === old).map((r) => r.sessions)).toEqual([2, 1])
  })

  it('two instances rolling up at once count everything once', async () => {
    const pool = await db()
    const runs = await Promise.all([rollUp(pool, { now }), rollUp(pool, { now }), rollUp(pool, { now })])
    expect(runs.some((r) => r.ran)).toBe(true)
    const kept = (await aggregates()).filter((r) => r.day >= cutoffDay(now, 30))
    expect(kept).toEqual(await rawGroups())
  })
})

describe('what is left about members', () => {
  const palateMembers = async () =>
    Number(
      (await (await db()).query(`select coalesce(sum(members), 0) as n from insights_palates where axis = 'fruit'`))
        .rows[0].n,
    )

  it('a deleted member is gone from the palates and best matches at the next rollup', async () => {
    const pool = await db()
    await rollUp(pool, { now })
    const before = await palateMembers()
    const password = 'a-good-password'
    const member = await signedIn(undefined, password)
    const [wine] = await usWines()
    const saved = await post(member, `/api/wines/${wine.id}/passport`, { wine_rating: 5, colour_rating: 4 })
    expect(saved.status).toBe(201)
    await rollUp(pool, { now })
    expect(await palateMembers()).toBe(before + 1)

    expect((await post(member, '/api/profile/delete', { current_password: password })).status).toBe(200)
    await rollUp(pool, { now })
    expect(await palateMembers()).toBe(before)
  })
})

describe('the figures', () => {
  const period = { from: dayAgo(29).toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) }

  it('hide every group of fewer than five people, and what is computed from it', async () => {
    const pool = await db()
    await rollUp(pool, { now })
    const few = await insights(pool, { ...period, country: COUNTRY }, [...LOCALES])
    // Six sessions of AQ in the period, two today: the day is hidden (never shown as 0), the country not.
    const today = few.visits.perDay.at(-1)!
    expect(today.sessions).toBeNull()
    expect(few.visits.byCountry).toEqual([{ country: COUNTRY, sessions: 6 }])
    expect(few.visits.askedNotOffered).toEqual([{ language: 'it', sessions: null }])
    // No member of AQ rated anything: nothing to hide, nothing shown.
    expect(few.wines.every((w) => w.raters === 0 && w.overall === null)).toBe(true)

    const all = await insights(pool, { ...period, country: null }, [...LOCALES])
    const rated = all.wines.filter((w) => w.raters !== null && w.raters >= 5)
    expect(rated.length).toBeGreaterThan(0)
    for (const w of rated) expect(w.overall).toBeGreaterThanOrEqual(1)
    for (const w of all.wines.filter((w) => w.raters === null))
      expect([w.overall, w.colour, w.aroma, w.flavour, w.spread, w.ratings]).toEqual([null, null, null, null, null, 0])
    expect(all.palates.axes.map((a) => a.axis)).toEqual(['fruit', 'body', 'tannin', 'acidity', 'sweetness', 'oak'])
    expect(all.visits.perDay).toHaveLength(30)
  })
})
