/** The API's list of country codes (src/contract/countryCodes.ts): the CMS's, declared as checked. */
import countries from 'i18n-iso-countries'
import { describe, expect, it } from 'vitest'
import { ISO_COUNTRY_CODES, isIsoCountryCode, OPTIONAL_ISO_COUNTRY_FIELD } from '../../src/contract/countryCodes'

describe('ISO country codes', () => {
  it("are the CMS's country fields' codes", () => {
    expect([...ISO_COUNTRY_CODES]).toEqual(Object.keys(countries.getAlpha2Codes()).sort())
  })

  it('declare what the check takes: assigned codes in either case, spaces around, or nothing', () => {
    const declared = new RegExp(OPTIONAL_ISO_COUNTRY_FIELD)
    for (const ok of ['US', 'us', ' pt ', 'Gb', '']) expect(declared.test(ok), ok).toBe(true)
    for (const no of ['ZZ', 'XX', 'USA', 'U', '1A', 'A A']) expect(declared.test(no), no).toBe(false)
    expect(isIsoCountryCode('PT')).toBe(true)
    expect(isIsoCountryCode('ZZ')).toBe(false)
  })
})
