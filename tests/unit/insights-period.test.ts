/** The Insights view's periods (cms/components/insights/period.ts): the days each covers, and the address. */
import { describe, expect, it } from 'vitest'
import {
  choiceFromParams,
  choiceParams,
  MAX_DAYS,
  periodRange,
  today,
  validRange,
} from '../../cms/components/insights/period'

describe('Insights periods', () => {
  it('counts today in: 7 and 30 days end on the last day', () => {
    expect(periodRange('7d', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' })
    expect(periodRange('30d', '2026-03-30')).toEqual({ from: '2026-03-01', to: '2026-03-30' })
  })

  it('takes 12 months as a year back, from the day after', () => {
    expect(periodRange('12m', '2026-11-28')).toEqual({ from: '2025-11-29', to: '2026-11-28' })
    expect(periodRange('12m', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31' })
    expect(periodRange('12m', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' })
  })

  it('gives today as a UTC day', () => {
    expect(today(Date.parse('2026-05-01T23:30:00Z'))).toBe('2026-05-01')
  })

  it('accepts real days in order, at most MAX_DAYS apart', () => {
    expect(validRange('2026-05-01', '2026-05-01')).toBe(true)
    expect(validRange('2026-05-02', '2026-05-01')).toBe(false)
    expect(validRange('2026-02-30', '2026-03-01')).toBe(false)
    expect(validRange('', '2026-03-01')).toBe(false)
    expect(validRange('2025-01-01', '2026-02-04')).toBe(MAX_DAYS >= 400)
    expect(validRange('2025-01-01', '2026-02-05')).toBe(false)
  })

  it('reads the choice back from the address, falling back to the last 30 days', () => {
    expect(choiceFromParams(undefined, '2026-05-30')).toEqual({
      period: '30d',
      from: '2026-05-01',
      to: '2026-05-30',
      country: null,
    })
    expect(choiceFromParams({ period: '7d', country: 'PT' }, '2026-05-30')).toEqual({
      period: '7d',
      from: '2026-05-24',
      to: '2026-05-30',
      country: 'PT',
    })
    const custom = { period: 'custom', from: '2026-01-01', to: '2026-01-31', country: 'xx' }
    expect(choiceFromParams(custom, '2026-05-30')).toEqual({ ...custom, country: null })
    expect(choiceFromParams({ period: 'custom', from: '2026-02-01', to: '2026-01-01' }, '2026-05-30').from).toBe(
      '2026-05-01',
    )
    expect(choiceFromParams({ period: ['7d', '12m'] }, '2026-05-30').period).toBe('30d')
  })

  it('writes the choice into the address and back', () => {
    const choice = { period: 'custom' as const, from: '2026-01-01', to: '2026-01-31', country: 'DE' }
    expect(choiceParams(choice)).toBe('period=custom&from=2026-01-01&to=2026-01-31&country=DE')
    expect(choiceFromParams(Object.fromEntries(new URLSearchParams(choiceParams(choice))), '2026-05-30')).toEqual(
      choice,
    )
    expect(choiceParams({ period: '12m', from: 'x', to: 'y', country: null })).toBe('period=12m')
  })
})
