/**
 * Four months of plausible visits, ratings, sign-ups and QR scans, so that a newcomer opening the
 * admin's Insights sees a living dashboard. The visitors are made up: members with no password (they
 * cannot sign in), addresses from the documentation ranges, sessions from a seeded random sequence
 * (the same demo on every machine). Raw tracking records for the retention period, daily aggregates
 * before it, as the rollup would have left them; then one rollup. Written with plain SQL in a few
 * statements: a first start waits well under a second for it. Skipped when any visit exists.
 */
import type { Pool } from 'pg'
import { retentionDays, rollUp } from '../insights/rollup'

const DAYS = 120
/** The demo's members by country: a few countries with fewer than five, whose cells the view hides. */
const MEMBERS: Record<string, number> = { US: 20, PT: 12, GB: 9, DE: 7, BR: 5, JP: 4, FR: 3, ES: 2, IT: 1, SE: 1 }
/** Where the demo's visitors come from, how often, and the language they use the app in. */
const MARKETS: { country: string; weight: number; locale: string; asks: string }[] = [
  { country: 'US', weight: 30, locale: 'en', asks: 'en-US,en' },
  { country: 'PT', weight: 18, locale: 'pt', asks: 'pt-PT,pt,en' },
  { country: 'GB', weight: 14, locale: 'en', asks: 'en-GB,en' },
  { country: 'DE', weight: 10, locale: 'de', asks: 'de-DE,de,en' },
  { country: 'BR', weight: 8, locale: 'pt', asks: 'pt-BR,pt' },
  { country: 'JP', weight: 7, locale: 'ja', asks: 'ja,en' },
  { country: 'FR', weight: 6, locale: 'fr', asks: 'fr-FR,fr' },
  { country: 'ES', weight: 4, locale: 'es', asks: 'es-ES,es' },
  // Asked for but not offered: the view lists these languages.
  { country: 'IT', weight: 2, locale: 'en', asks: 'it-IT,it,en' },
  { country: 'SE', weight: 1, locale: 'en', asks: 'sv-SE,sv,en' },
]
const FIRST_NAMES = ['Ana', 'João', 'Maria', 'Tom', 'Emma', 'Lukas', 'Yuki', 'Léa', 'Pedro', 'Sofia', 'Oliver', 'Hana']
const SURNAMES = ['Silva', 'Costa', 'Smith', 'Müller', 'Sato', 'Martin', 'García', 'Brown', 'Santos', 'Ferreira']

/** A small seeded generator (mulberry32): the same demo everywhere. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const dayStart = (daysAgo: number, now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo))
const iso = (d: Date) => d.toISOString()

/** Writes the demo's insights unless a visit exists; true when it did. */
export async function seedDemoInsights(db: Pool, now = new Date()): Promise<boolean> {
  const seen = await db.query<{ n: number }>(
    'select (select count(*) from tracking_records)::int + (select count(*) from insights_visits)::int as n',
  )
  if (seen.rows[0].n > 0) return false
  const wines = await db.query<{ id: string; slug: string }>(
    `select id, slug from wines where _status = 'published' order by _order, name`,
  )
  if (wines.rows.length === 0) return false
  const rnd = random(20261128)
  const market = () => {
    let r = rnd() * MARKETS.reduce((n, m) => n + m.weight, 0)
    for (const m of MARKETS) if ((r -= m.weight) < 0) return m
    return MARKETS[0]
  }
  // Visits grow towards today, with busier weekends.
  const sessionsOn = (daysAgo: number) => {
    const weekend = [0, 6].includes(dayStart(daysAgo, now).getUTCDay()) ? 1.4 : 1
    return Math.round((18 + (DAYS - daysAgo) * 0.25) * weekend * (0.8 + rnd() * 0.4))
  }

  // Raw records for the retention period (today's until now), aggregates before it.
  const keep = Math.min(retentionDays(), DAYS)
  const raw: (string | boolean | null)[][] = []
  const visits = new Map<string, number>()
  const asked = new Map<string, number>()
  for (let ago = DAYS; ago >= 0; ago--) {
    for (let i = sessionsOn(ago); i > 0; i--) {
      const m = market()
      const returning = rnd() < 0.36
      const at = new Date(dayStart(ago, now).getTime() + rnd() * 86_400_000)
      if (at > now) continue
      if (ago <= keep)
        raw.push([
          `sess-${Math.floor(rnd() * 36 ** 9)
            .toString(36)
            .padStart(9, '0')}`,
          m.country,
          m.locale,
          m.asks,
          returning,
          iso(at),
        ])
      else {
        const day = iso(dayStart(ago, now)).slice(0, 10)
        const key = `${day}|${m.country}|${m.locale}|${returning}`
        visits.set(key, (visits.get(key) ?? 0) + 1)
        for (const lang of new Set(m.asks.split(',').map((t) => t.split('-')[0])))
          asked.set(`${day}|${m.country}|${lang}`, (asked.get(`${day}|${m.country}|${lang}`) ?? 0) + 1)
      }
    }
  }
  const columns = <T>(rows: T[][], n: number) => Array.from({ length: n }, (_, c) => rows.map((r) => r[c]))
  await db.query(
    `insert into tracking_records (session, country, locale, locales, returning_visitor, ip, created_at, updated_at)
     select s, c, l, ls, r, '203.0.113.0', t::timestamptz, t::timestamptz
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bool[], $6::text[]) as x(s, c, l, ls, r, t)`,
    columns(raw, 6),
  )
  const split = (map: Map<string, number>) => [...map].map(([k, n]) => [...k.split('|'), n])
  await db.query(
    `insert into insights_visits (day, country, locale, returning_visitor, sessions)
     select * from unnest($1::date[], $2::text[], $3::text[], $4::bool[], $5::int[])`,
    columns(split(visits), 5),
  )
  await db.query(
    `insert into insights_asked_languages (day, country, language, sessions)
     select * from unnest($1::date[], $2::text[], $3::text[], $4::int[])`,
    columns(split(asked), 4),
  )

  // Members who signed up over the period, and what they rated: each wine has its own reception. A
  // sequence of their own, so that who they are does not depend on the day the demo is seeded.
  const prnd = random(31)
  const members: (string | null)[][] = Object.entries(MEMBERS)
    .flatMap(([country, n]) =>
      Array.from({ length: n }, () => {
        const joined = new Date(dayStart(Math.floor(prnd() * DAYS), now).getTime() + prnd() * 86_400_000)
        return [
          FIRST_NAMES[Math.floor(prnd() * FIRST_NAMES.length)],
          SURNAMES[Math.floor(prnd() * SURNAMES.length)],
          country,
          iso(joined > now ? now : joined),
        ]
      }),
    )
    .map(([name, surname, country, joined], i) => [
      name,
      surname,
      `visitor-${String(i + 1).padStart(3, '0')}@demo.norte-wines.example`,
      country,
      joined,
    ])
  const created = await db.query<{ id: string; created_at: Date }>(
    `insert into members (name, surname, email, country, created_at, updated_at)
     select n, s, e, c::enum_members_country, t::timestamptz, t::timestamptz
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) as x(n, s, e, c, t)
     returning id, created_at`,
    columns(members, 5),
  )
  const liking = wines.rows.map((_, i) => 3.2 + ((i * 7) % 5) * 0.35)
  const star = (mean: number) => Math.max(1, Math.min(5, Math.round(mean + (prnd() - 0.5) * 2.2)))
  const entries: (string | number)[][] = []
  for (const m of created.rows) {
    for (const [i, w] of wines.rows.entries()) {
      if (prnd() > 0.55) continue
      const since = now.getTime() - m.created_at.getTime()
      const at = iso(new Date(m.created_at.getTime() + prnd() * since))
      entries.push([m.id, w.id, star(liking[i]), star(liking[i] + 0.2), star(liking[i]), star(liking[i] - 0.1), at])
    }
  }
  await db.query(
    `insert into passports (member_id, wine_id, wine_rating, colour_rating, aroma_rating, flavour_rating, created_at, updated_at)
     select m, w, r, c, a, f, t::timestamptz, t::timestamptz
       from unnest($1::uuid[], $2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[]) as x(m, w, r, c, a, f, t)`,
    columns(entries, 7),
  )

  // QR codes on the bottles (the e-label) and on the shelf cards (the hub), counted per day and country.
  const scanned = new Map<string, number>()
  for (let ago = DAYS; ago >= 0; ago--)
    for (const [i, w] of wines.rows.entries())
      for (const kind of ['label', 'hub']) {
        const n = Math.round(rnd() * (kind === 'label' ? 6 : 3) * (1 + (i % 3) * 0.5))
        for (let k = 0; k < n; k++) {
          const key = `${iso(dayStart(ago, now)).slice(0, 10)}|${w.slug}|${kind}|${market().country}`
          scanned.set(key, (scanned.get(key) ?? 0) + 1)
        }
      }
  const scans = [...scanned].map(([key, n]) => [...key.split('|'), n])
  await db.query(
    `insert into insights_scans (day, wine_slug, kind, country, scans)
     select * from unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::int[])`,
    columns(scans, 5),
  )

  await rollUp(db, { now })
  return true
}
