/**
 * The Insights downloads' file names: the table, the country (or every country) and the period, so
 * that files of different filters never share a name. The text is cms/lib/csv.ts's.
 */

/** e.g. insights-wines-PT-2026-05-01-2026-05-30.csv, insights-wines-all-countries-….csv */
export function csvFileName(name: string, country: string | null, from: string, to: string): string {
  return `insights-${name}-${country ?? 'all-countries'}-${from}-${to}.csv`
}
