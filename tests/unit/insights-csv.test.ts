/**
 * The admin's and the API's CSV (cms/lib/csv.ts), as the Insights view downloads it: RFC 4180 text
 * that holds exactly the table's cells, so a spreadsheet reads back what staff saw, and never a
 * formula (OWASP CSV injection).
 */
import { describe, expect, it } from 'vitest'
import { csvFileName } from '../../cms/components/insights/csv'
import { csvField, toCsv } from '../../cms/lib/csv'

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

describe('CSV (RFC 4180)', () => {
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
      toCsv([
        ['Day', 'Sessions'],
        ['May 1, 2026', '12'],
        ['May 2, 2026', 'fewer than 5'],
      ]),
    ).toBe('Day,Sessions\r\n"May 1, 2026",12\r\n"May 2, 2026",fewer than 5\r\n')
  })

  it('gives every row the header’s number of fields', () => {
    expect(toCsv([['a', 'b', 'c'], ['1'], ['1', '2', '3', '4']])).toBe('a,b,c\r\n1,,\r\n1,2,3\r\n')
  })

  it('writes only the header for a table with no rows', () => {
    expect(toCsv([['Country', 'Members']])).toBe('Country,Members\r\n')
  })

  it('reads back as the same cells, whatever they hold', () => {
    const header = ['Wine', 'Overall', 'Note']
    const rows = [
      ['Tinto "Velho", 2019', '4,2', 'weniger als 5'],
      ['ワイン', '4.0', 'line one\r\nline two'],
      ['', ' ', '""'],
    ]
    expect(parseCsv(toCsv([header, ...rows]))).toEqual([header, ...rows])
  })

  it('never writes a formula: a text starting like one gets an apostrophe; a plain number stays', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    for (const f of ['+1 call me', '-2+3', '@SUM(A1)', '\tx']) expect(csvField(f)).toBe(`'${f}`)
    for (const n of ['-3', '+1.5', '-0,2', '12%']) expect(csvField(n)).toBe(n.includes(',') ? `"${n}"` : n)
    expect(csvField(-3)).toBe('-3')
  })

  it('names the file after the table, the country and the period, so filters never share a name', () => {
    expect(csvFileName('wines', null, '2026-05-01', '2026-05-30')).toBe(
      'insights-wines-all-countries-2026-05-01-2026-05-30.csv',
    )
    expect(csvFileName('wines', 'PT', '2026-05-01', '2026-05-30')).toBe('insights-wines-PT-2026-05-01-2026-05-30.csv')
  })
})
