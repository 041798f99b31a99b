/**
 * The Insights view's figures for a period and a country: visits from the daily aggregates
 * (cms/insights/rollup.ts), the range's reception and the sign-ups read live (passports and members
 * are small next to the visits: 100,000 ratings take milliseconds to average), scans from their daily
 * counts. Every count of people under MIN_PEOPLE, and every figure made from such a group, is null.
 */
import type { Pool } from 'pg'
import { TASTE_AXES } from '../../src/contract/constants'
import {
  MIN_PEOPLE,
  type AxisDistribution,
  type InsightsAnswer,
  type InsightsQuery,
  type People,
  type WineReception,
} from './types'

/** A count of people as it may be shown: 1 to 4 people are hidden, no one is 0. */
type Count = number | string | null | undefined
const people = (n: Count): People => {
  const v = Number(n ?? 0)
  return v > 0 && v < MIN_PEOPLE ? null : v
}
/**
 * Sessions split into new and returning visitors: when one part is hidden, the other is hidden too,
 * else the total minus the part shown gives the hidden one away (8 sessions, 5 new: 3 returning).
 */
export function visitSplit(sessions: Count, fresh: Count, returned: Count) {
  const [total, a, b] = [people(sessions), people(fresh), people(returned)]
  const giveaway = total !== null && (a === null) !== (b === null)
  return { sessions: total, new: giveaway ? null : a, returning: giveaway ? null : b }
}

/** An average or a spread of a group, shown only when the group is large enough. */
const ofGroup = (value: string | number | null, group: People) =>
  group === null || value === null ? null : Math.round(Number(value) * 10) / 10

/** Every day from `from` to `to` (inclusive, YYYY-MM-DD). */
function daysBetween(from: string, to: string): string[] {
  const out: string[] = []
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1))
    out.push(d.toISOString().slice(0, 10))
  return out
}

export async function insights(pool: Pool, q: InsightsQuery, offered: string[]): Promise<InsightsAnswer> {
  const p = [q.from, q.to, q.country]
  // $1, $2: the period's first and last day; $3: the country or null for all.
  const inCountry = (column: string) => `($3::text is null or ${column} = $3::text)`
  // UTC days, as the rollup counts them.
  const inPeriod = (column: string) =>
    `${column} >= $1::timestamp at time zone 'UTC' and ${column} < ($2::date + 1)::timestamp at time zone 'UTC'`
  // Entries of the country's members. Every entry has its member (member_id is required and a foreign
  // key), so for every country there is nothing to join: $3 is then left out of the parameters.
  const entries =
    q.country === null
      ? 'passports p'
      : 'passports p join members m on m.id = p.member_id and m.country::text = $3::text'
  const ep = q.country === null ? [q.from, q.to] : p
  const offeredLanguages = [...new Set(offered.map((l) => l.split('-')[0].toLowerCase()))]

  const [perDay, byCountry, byLanguage, asked, rated, adds, best, scans, scansPerDay, months, bins, profiles] =
    await Promise.all([
      pool.query<{ day: string; sessions: string; new: string; returned: string }>(
        `select day::text, sum(sessions) as sessions, sum(sessions) filter (where not returning_visitor) as new,
                sum(sessions) filter (where returning_visitor) as returned
           from insights_visits where day between $1::date and $2::date and ${inCountry('country')}
          group by day order by day`,
        p,
      ),
      pool.query<{ country: string; sessions: string }>(
        `select country, sum(sessions) as sessions from insights_visits
          where day between $1::date and $2::date and ${inCountry('country')}
          group by country order by 2 desc, 1`,
        p,
      ),
      pool.query<{ locale: string; sessions: string }>(
        `select locale, sum(sessions) as sessions from insights_visits
          where day between $1::date and $2::date and ${inCountry('country')}
          group by locale order by 2 desc, 1`,
        p,
      ),
      pool.query<{ language: string; sessions: string }>(
        `select language, sum(sessions) as sessions from insights_asked_languages
          where day between $1::date and $2::date and ${inCountry('country')} and not (language = any($4::text[]))
          group by language order by 2 desc, 1`,
        [...p, offeredLanguages],
      ),
      pool.query<{
        wine_id: string
        ratings: string
        raters: string
        overall: string | null
        colour: string | null
        aroma: string | null
        flavour: string | null
        spread: string | null
      }>(
        // A member has one entry per wine (the unique index member_wine_idx), so a wine's raters are its
        // ratings: counted as such, not with count(distinct), whose sort spilled to disk (bench/insights.ts).
        `select p.wine_id, count(p.wine_rating) as ratings, count(p.wine_rating) as raters,
                avg(p.wine_rating) as overall, avg(p.colour_rating) as colour, avg(p.aroma_rating) as aroma,
                avg(p.flavour_rating) as flavour, stddev_pop(p.wine_rating) as spread
           from ${entries} where ${inPeriod('p.updated_at')}
          group by p.wine_id`,
        ep,
      ),
      pool.query<{ wine_id: string; members: string }>(
        `select p.wine_id, count(*) as members from ${entries} where ${inPeriod('p.created_at')} group by p.wine_id`,
        ep,
      ),
      pool.query<{ wine_id: string; members: string }>(
        `select wine_id, sum(members) as members from insights_best_match
          where ($1::text is null or country = $1::text) group by wine_id`,
        [q.country],
      ),
      pool.query<{ wine_slug: string; kind: 'hub' | 'label'; scans: string }>(
        `select wine_slug, kind, sum(scans) as scans from insights_scans
          where day between $1::date and $2::date and ${inCountry('country')} group by 1, 2`,
        p,
      ),
      pool.query<{ day: string; hub: string; label: string }>(
        `select day::text, sum(scans) filter (where kind = 'hub') as hub, sum(scans) filter (where kind = 'label') as label
           from insights_scans where day between $1::date and $2::date and ${inCountry('country')}
          group by day order by day`,
        p,
      ),
      pool.query<{ month: string; wine_id: string; ratings: string; raters: string; overall: string | null }>(
        // Raters are ratings here too (one entry per member and wine); grouped by the month's timestamp,
        // hashed, rather than sorting every entry by its month's text.
        `select to_char(date_trunc('month', p.updated_at at time zone 'UTC'), 'YYYY-MM') as month, p.wine_id,
                count(p.wine_rating) as ratings, count(p.wine_rating) as raters, avg(p.wine_rating) as overall
           from ${entries} where ${inPeriod('p.updated_at')} and p.wine_rating is not null
          group by date_trunc('month', p.updated_at at time zone 'UTC'), p.wine_id order by 1, 2`,
        ep,
      ),
      pool.query<{ axis: string; bin: number; members: string }>(
        `select axis, bin, sum(members) as members from insights_palates
          where ($1::text is null or country = $1::text) group by 1, 2`,
        [q.country],
      ),
      pool.query<Record<string, string | null> & { id: string; name: string | null; slug: string | null }>(
        `select id, name, slug, ${TASTE_AXES.map((a) => `taste_profile_${a} as ${a}`).join(', ')}
           from wines where _status = 'published' and deleted_at is null order by _order, name`,
      ),
    ])
  const [members, signUps, countries, state] = await Promise.all([
    pool.query<{ country: string; members: string }>(
      `select country::text, count(*) as members from members
        where ${inPeriod('created_at')} and ${inCountry('country::text')} group by 1 order by 2 desc, 1`,
      p,
    ),
    pool.query<{ week: string; members: string }>(
      `select to_char(date_trunc('week', created_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*) as members
         from members where ${inPeriod('created_at')} and ${inCountry('country::text')} group by 1 order by 1`,
      p,
    ),
    pool.query<{ country: string }>(
      `select country from insights_visits where country <> '' union select country::text from members order by 1`,
    ),
    pool.query<{ rolled_up_at: Date | null }>('select rolled_up_at from insights_state where id = 1'),
  ])

  const byWine = <T extends { wine_id: string }>(rows: T[]) => new Map(rows.map((r) => [r.wine_id, r]))
  const ratedBy = byWine(rated.rows)
  const addsBy = byWine(adds.rows)
  const bestBy = byWine(best.rows)
  const scanCount = (slug: string | null, kind: 'hub' | 'label') =>
    Number(scans.rows.find((s) => s.wine_slug === slug && s.kind === kind)?.scans ?? 0)

  const wines: WineReception[] = profiles.rows.map((w) => {
    const r = ratedBy.get(w.id)
    const raters = people(r?.raters)
    return {
      id: w.id,
      name: w.name ?? '',
      ratings: raters === null ? 0 : Number(r?.ratings ?? 0),
      raters,
      overall: ofGroup(r?.overall ?? null, raters),
      colour: ofGroup(r?.colour ?? null, raters),
      aroma: ofGroup(r?.aroma ?? null, raters),
      flavour: ofGroup(r?.flavour ?? null, raters),
      spread: ofGroup(r?.spread ?? null, raters),
      passportAdds: people(addsBy.get(w.id)?.members),
      bestMatchFor: people(bestBy.get(w.id)?.members),
      scans: { hub: scanCount(w.slug, 'hub'), label: scanCount(w.slug, 'label') },
    }
  })

  const visitsOn = new Map(perDay.rows.map((r) => [r.day, r]))
  const scansOn = new Map(scansPerDay.rows.map((r) => [r.day, r]))
  const days = daysBetween(q.from, q.to)
  const axes: AxisDistribution[] = TASTE_AXES.map((axis) => ({
    axis,
    members: [0, 1, 2, 3, 4, 5, 6].map((bin) =>
      people(bins.rows.find((b) => b.axis === axis && Number(b.bin) === bin)?.members),
    ),
    wines: profiles.rows.map((w) => ({ id: w.id, value: Number(w[axis] ?? 3) })),
  }))
  const sum = <T extends object>(rows: T[], key: keyof T) => rows.reduce((n, r) => n + Number(r[key] ?? 0), 0)

  return {
    query: q,
    countries: countries.rows.map((r) => r.country).filter(Boolean),
    offered,
    minPeople: MIN_PEOPLE,
    visits: {
      totals: visitSplit(sum(perDay.rows, 'sessions'), sum(perDay.rows, 'new'), sum(perDay.rows, 'returned')),
      perDay: days.map((day) => {
        const v = visitsOn.get(day)
        return { day, ...visitSplit(v?.sessions, v?.new, v?.returned) }
      }),
      byCountry: byCountry.rows.map((r) => ({ country: r.country, sessions: people(r.sessions) })),
      byLanguage: byLanguage.rows.map((r) => ({ locale: r.locale, sessions: people(r.sessions) })),
      askedNotOffered: asked.rows.map((r) => ({ language: r.language, sessions: people(r.sessions) })),
    },
    wines,
    ratingsPerMonth: months.rows.map((r) => {
      const raters = people(r.raters)
      return {
        month: r.month,
        wine: r.wine_id,
        ratings: raters === null ? 0 : Number(r.ratings),
        overall: ofGroup(r.overall, raters),
      }
    }),
    palates: {
      members: people(
        sum(
          bins.rows.filter((b) => b.axis === TASTE_AXES[0]),
          'members',
        ),
      ),
      axes,
    },
    scansPerDay: days.map((day) => ({
      day,
      hub: Number(scansOn.get(day)?.hub ?? 0),
      label: Number(scansOn.get(day)?.label ?? 0),
    })),
    members: {
      signUpsPerWeek: signUps.rows.map((r) => ({ week: r.week, members: people(r.members) })),
      byCountry: members.rows.map((r) => ({ country: r.country, members: people(r.members) })),
    },
    rolledUpAt: state.rows[0]?.rolled_up_at?.toISOString() ?? null,
  }
}
