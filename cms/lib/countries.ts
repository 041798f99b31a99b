import type { CountryCode } from '../payload-types'
import type { LabelFunction } from 'payload'
import countries from 'i18n-iso-countries'
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' }
import { countryLabel } from '../i18n/cldrNames'

countries.registerLocale(en)

/** An ISO 3166-1 alpha-2 code as the generated types spell the options of country fields (interfaceName on the fields). */
export type { CountryCode }

/** Every ISO 3166-1 alpha-2 code, sorted by English name, labelled in the staff member's language: the options of country fields. */
export const COUNTRY_OPTIONS: { label: LabelFunction; value: CountryCode }[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .sort(([, a], [, b]) => a.localeCompare(b, 'en'))
  .map(([code]) => ({ label: countryLabel(code), value: code as CountryCode }))
