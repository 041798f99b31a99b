/**
 * What GET /cms-api/insights answers (cms/insights/endpoint.ts) and the admin's Insights view
 * (cms/components/insights/) shows: aggregates only, never a person. A count of people under
 * MIN_PEOPLE is `null` (shown as "fewer than 5"), and so is every figure computed from such a group.
 */
import { INSIGHTS_MIN_PEOPLE, type TasteAxis } from '../../src/contract/constants'

/** Cells counting fewer people than this are hidden (docs/decisions.md, "What the winery learns"). */
export const MIN_PEOPLE = INSIGHTS_MIN_PEOPLE

/** The periods staff pick; `custom` takes `from` and `to`. */
export const PERIODS = ['7d', '30d', '12m', 'custom'] as const
export type Period = (typeof PERIODS)[number]

/** A count of people (sessions, members, raters), or null when fewer than MIN_PEOPLE. */
export type People = number | null

export type InsightsQuery = {
  /** First and last day, inclusive, as YYYY-MM-DD (UTC days). */
  from: string
  to: string
  /** ISO 3166-1 alpha-2, or null for every country. */
  country: string | null
}

type DayVisits = { day: string; sessions: People; new: People; returning: People }

export type WineReception = {
  id: string
  name: string
  /** Ratings given in the period (an entry with an overall rating) and the members who gave them. */
  ratings: number
  raters: People
  /** Averages 1-5 (one decimal) over the period's entries; null when fewer than MIN_PEOPLE raters. */
  overall: number | null
  colour: number | null
  aroma: number | null
  flavour: number | null
  /** The standard deviation of the overall rating (one decimal). */
  spread: number | null
  /** Members who added the wine to their passport in the period (a new entry). */
  passportAdds: People
  /** The wine is the best match for this many members' palates (all members, as of now). */
  bestMatchFor: People
  /** QR codes scanned (the hub's code and the e-label's) in the period: counted per day, nobody's. */
  scans: { hub: number; label: number }
}

type MonthRating = { month: string; wine: string; ratings: number; overall: number | null }

export type AxisDistribution = {
  axis: TasteAxis
  /** Members whose palate's value on this axis rounds to 0, 1, … 6. */
  members: People[]
  /** Each wine's profile value on this axis. */
  wines: { id: string; value: number }[]
}

export type InsightsAnswer = {
  query: InsightsQuery
  /** Countries with visits or members, for the filter. */
  countries: string[]
  /** The languages the site offers (the site's locales), to tell the asked-for ones apart. */
  offered: string[]
  minPeople: number
  visits: {
    totals: { sessions: People; new: People; returning: People }
    perDay: DayVisits[]
    byCountry: { country: string; sessions: People }[]
    byLanguage: { locale: string; sessions: People }[]
    /** Browser languages asked for (first subtag) that the site does not offer. */
    askedNotOffered: { language: string; sessions: People }[]
  }
  wines: WineReception[]
  ratingsPerMonth: MonthRating[]
  palates: { members: People; axes: AxisDistribution[] }
  scansPerDay: { day: string; hub: number; label: number }[]
  members: {
    signUpsPerWeek: { week: string; members: People }[]
    byCountry: { country: string; members: People }[]
  }
  /** When the daily rollup last ran (ISO time), so staff know how fresh the figures are. */
  rolledUpAt: string | null
}
