import { describe, expect, it } from 'vitest'
import { stateProblem, zipProblem } from '../../cms/lib/places'
import { placeChoices, stateCodes } from '../../src/contract/states'
import { zipValue } from '../../src/lib/catalogue/placeChoice'

describe('places: states', () => {
  it('offers a choice of states (by name) and a zip code only where some item is aimed at them', () => {
    const choices = placeChoices([
      { countries: ['US', 'PT'], states: ['CA'], zip_codes: [] },
      { countries: ['US'], states: [], zip_codes: ['94105'] },
      { countries: ['GB'], states: [], zip_codes: [] },
    ])
    expect(Object.keys(choices)).toEqual(['PT', 'US'])
    const names = choices.US.states.map(([, name]) => name)
    expect(choices.US.states).toContainEqual(['CA', 'California'])
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
    expect(choices.US.zip?.format?.source).toBeTruthy()
    expect(choices.PT.zip).toBeNull()
  })

  it("takes a zip code in the country's format, trimmed and in capitals; none is ''", () => {
    const us = placeChoices([{ countries: ['US'], states: [], zip_codes: ['94105'] }]).US.zip!
    expect(zipValue(' 94105 ', us)).toBe('94105')
    expect(zipValue('94105-1234', us)).toBe('94105-1234')
    expect(zipValue('9410', us)).toBeNull()
    expect(zipValue('', us)).toBe('')
    const gb = placeChoices([{ countries: ['GB'], states: [], zip_codes: ['SW1A 1AA'] }]).GB.zip!
    expect(zipValue('sw1a 1aa', gb)).toBe('SW1A 1AA')
    expect(zipValue('x'.repeat(21), { format: null })).toBeNull()
  })

  it('knows a country’s subdivision codes without the country', () => {
    expect(stateCodes('US').get('CA')).toBe('California')
    expect(stateCodes('pt').has('13')).toBe(true)
  })

  it('takes codes of any chosen country, in any letter case, and names a state written out in full', () => {
    expect(stateProblem(['CA', 'ny'], ['US'])).toBeNull()
    expect(stateProblem(['13'], ['US', 'PT'])).toBeNull()
    expect(stateProblem(['California'], ['US'])).toEqual({
      value: 'California',
      suggestion: 'CA',
      example: expect.any(String),
    })
    expect(stateProblem(['São Paulo'], ['BR'])).toMatchObject({ suggestion: 'SP' })
    expect(stateProblem(['XX'], ['US'])).toMatchObject({ value: 'XX', suggestion: null })
  })

  it('refuses every state when no country is chosen', () => {
    expect(stateProblem(['CA'], [])).toMatchObject({ value: 'CA', example: null })
  })
})

describe('places: zip codes', () => {
  it('checks each zip against the postal format of the chosen countries', () => {
    expect(zipProblem(['94105', '10001-1234'], ['US'])).toBeNull()
    expect(zipProblem(['ABCDE'], ['US'])).toBe('ABCDE')
    expect(zipProblem(['1000-001'], ['US', 'PT'])).toBeNull()
    expect(zipProblem(['SW1A 1AA'], ['GB'])).toBeNull()
  })
})
