/**
 * Where a vendor or a local promotion is shown: states and zip codes checked against the countries it
 * is shown in, so that nothing is published that no visitor could ever match. States are ISO 3166-2
 * subdivision codes without the country (src/contract/states.ts); zip codes follow each country's
 * postal format (postcode-validator). A value fits when it fits one of the countries. Pure: the messages are made by cms/collections/contentCollection.ts.
 */
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator'
import { stateCodes } from '../../src/contract/states'

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()

export type StateProblem = { value: string; suggestion: string | null; example: string | null }

/** The first state that is no subdivision code of any of the countries; with the code when the value is a state's name. */
export function stateProblem(states: readonly string[], countries: readonly string[]): StateProblem | null {
  const known = countries.map(stateCodes)
  for (const value of states) {
    const code = value.trim().toUpperCase()
    if (known.some((codes) => codes.has(code))) continue
    const byName = known.flatMap((codes) => [...codes]).find(([, name]) => fold(name) === fold(value))
    const example =
      known
        .find((codes) => codes.size > 0)
        ?.keys()
        .next().value ?? null
    return { value, suggestion: byName?.[0] ?? null, example }
  }
  return null
}

/** The first zip code that fits the postal format of none of the countries (a country without a known format takes any). */
export function zipProblem(zips: readonly string[], countries: readonly string[]): string | null {
  const checked = countries.map((c) => c.toUpperCase()).filter((c) => postcodeValidatorExistsForCountry(c))
  if (checked.length < countries.length) return null
  return zips.find((zip) => !checked.some((c) => postcodeValidator(zip.trim(), c))) ?? null
}
