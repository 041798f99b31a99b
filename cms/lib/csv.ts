/**
 * CSV as RFC 4180 writes it, the one writer of the admin's and the API's downloads (a member's data,
 * the Insights tables): fields with a comma, a quote, a line break or outer spaces quoted, quotes
 * doubled, CRLF after every record. A text that starts like a formula (= + - @, a tab or a carriage
 * return) gets a leading apostrophe, so that a note typed by a member or a wine's name is never run by
 * the spreadsheet that opens the file (OWASP "CSV injection"); a plain number ("-3", "+1.5") is left
 * as it is. Files start with CSV_BOM so that spreadsheets read accents right.
 */
export type Cell = string | number | boolean | null | undefined

export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/
const PLAIN_NUMBER = /^[+-]?\d[\d.,\s]*%?$/

export function csvField(v: Cell): string {
  if (v === null || v === undefined) return ''
  let s = String(v)
  if (typeof v === 'string' && FORMULA_START.test(s) && !PLAIN_NUMBER.test(s)) s = `'${s}`
  return /[",\r\n]|^\s|\s$/.test(s) ? `"${s.replaceAll('"', '""')}"` : s
}

/** The rows as one CSV text, each as wide as the first (the header): short rows padded, long ones cut. */
export function toCsv(rows: readonly (readonly Cell[])[]): string {
  const width = rows[0]?.length ?? 0
  return rows.map((row) => `${Array.from({ length: width }, (_, i) => csvField(row[i])).join(',')}\r\n`).join('')
}
