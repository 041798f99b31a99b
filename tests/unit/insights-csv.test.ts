/**
 * The Insights view's CSV downloads (cms/components/insights/csv.ts): RFC 4180 text that holds exactly
 * the table's cells, so a spreadsheet reads back what staff saw.
 */
import { describe, expect, it } from 'vitest'
import { csvField, csvFileName, toCsv } from '../../cms/components/insights/csv'

/** A small RFC 4180 reader, to check that what is written reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (quoted && c === '"') quoted = false
    else if (quoted) field += c
    else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}

describe('Insights CSV (RFC 4180)', () => {
  it('leaves plain fields as they are and quotes the ones that need it, doubling quotes', () => {
    expect(csvField('Quinta do Norte Tinto')).toBe('Quinta do Norte Tinto')
    expect(csvField('1,234')).toBe('"1,234"')
    expect(csvField('The "Reserva"')).toBe('"The ""Reserva"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField('cr\rhere')).toBe('"cr\rhere"')
    expect(csvField(' padded ')).toBe('" padded "')
    expect(csvField('')).toBe('')
  })

  it('writes the header, then every row, each record ended by CRLF', () => {
    expect(
      toCsv(
        ['Day', 'Sessions'],
        [
          ['May 1, 2026', '12'],
          ['May 2, 2026', 'fewer than 5'],
        ],
      ),
    ).toBe('Day,Sessions\r\n"May 1, 2026",12\r\n"May 2, 2026",fewer than 5\r\n')
  })

  it('gives every row the header’s number of fields', () => {
    expect(toCsv(['a', 'b', 'c'], [['1'], ['1', '2', '3', '4']])).toBe('a,b,c\r\n1,,\r\n1,2,3\r\n')
  })

  it('writes only the header for a table with no rows', () => {
    expect(toCsv(['Country', 'Members'], [])).toBe('Country,Members\r\n')
  })

  it('reads back as the same cells, whatever they hold', () => {
    const header = ['Wine', 'Overall', 'Note']
    const rows = [
      ['Tinto "Velho", 2019', '4,2', 'weniger als 5'],
      ['ワイン', '4.0', 'line one\r\nline two'],
      ['', ' ', '""'],
    ]
    expect(parseCsv(toCsv(header, rows))).toEqual([header, ...rows])
  })

  it('names the file after the table and the period', () => {
    expect(csvFileName('wines', '2026-05-01', '2026-05-30')).toBe('insights-wines-2026-05-01-2026-05-30.csv')
  })
})
