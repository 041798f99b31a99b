import type { CountryCode } from '../payload-types'
import countries from 'i18n-iso-countries'
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' }

countries.registerLocale(en)

/** An ISO 3166-1 alpha-2 code as the generated types spell the options of country fields (interfaceName on the fields). */
export type { CountryCode }

/** Every ISO 3166-1 alpha-2 code with its English name, sorted by name: the options of country fields. */
export const COUNTRY_OPTIONS: { label: string; value: CountryCode }[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ label: name, value: code as CountryCode }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en'))

export const COUNTRY_CODES = new Set(COUNTRY_OPTIONS.map((o) => o.value))
