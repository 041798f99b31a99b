import { describe, expect, it } from 'vitest'
import { stateProblem, zipProblem } from '../../cms/lib/places'
import { stateChoices, stateCodes } from '../../src/contract/states'

describe('places: states', () => {
  it('offers a choice of states only where some item is aimed at states, by name', () => {
    const choices = stateChoices([
      { countries: ['US', 'PT'], states: ['CA'] },
      { countries: ['GB'], states: [] },
    ])
    expect(Object.keys(choices)).toEqual(['PT', 'US'])
    expect(choices.US).toContainEqual(['CA', 'California'])
    expect(choices.US.map(([, name]) => name)).toEqual([...choices.US.map(([, name]) => name)].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('knows a country’s subdivision codes without the country', () => {
    expect(stateCodes('US').get('CA')).toBe('California')
    expect(stateCodes('pt').has('13')).toBe(true)
  })

  it('takes codes of any chosen country, in any letter case, and names a state written out in full', () => {
    expect(stateProblem(['CA', 'ny'], ['US'])).toBeNull()
    expect(stateProblem(['13'], ['US', 'PT'])).toBeNull()
    expect(stateProblem(['California'], ['US'])).toEqual({ value: 'California', suggestion: 'CA', example: expect.any(String) })
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
