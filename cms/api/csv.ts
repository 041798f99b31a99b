/**
 * CSV as RFC 4180 writes it: fields with a comma, a quote or a line break quoted, quotes doubled,
 * CRLF between rows, a UTF-8 byte order mark so that spreadsheets read accents right. A text that
 * starts like a formula (= + - @, a tab or a carriage return) gets a leading apostrophe, so that a
 * note typed by a member is never run by the spreadsheet that opens the export (OWASP "CSV injection").
 */
type Cell = string | number | boolean | null | undefined

function csvCell(v: Cell): string {
  if (v === null || v === undefined) return ''
  let s = String(v)
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export function toCsv(rows: Cell[][]): string {
  return '\uFEFF' + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
