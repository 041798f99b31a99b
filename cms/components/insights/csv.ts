/**
 * A table of the Insights view as CSV (RFC 4180): the header row, then the rows, each cell exactly as
 * the table shows it (a hidden count reads "fewer than 5" in both), CRLF after every record. Pure, so
 * tests/unit/insights-csv.test.ts checks it without a browser.
 */

/** One field: quoted when it holds a comma, a double quote, a line break or outer spaces; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** The header and the rows as one CSV text; every row has the header's number of fields. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows]
    .map((row) => header.map((_, i) => csvField(row[i] ?? '')).join(','))
    .map((record) => `${record}\r\n`)
    .join('')
}

/** The downloaded file's name: the table's name and the period, e.g. insights-wines-2026-05-01-2026-05-30.csv. */
export function csvFileName(name: string, from: string, to: string): string {
  return `insights-${name}-${from}-${to}.csv`
}
