'use client'
import { useTranslation } from '@payloadcms/ui'
import { useMemo } from 'react'
import { countryName } from '../../../src/contract/countryNames'
import { isLocale, LOCALE_HTML_LANG } from '../../../src/contract/locales'
import { siteLocaleOf } from '../../i18n/cldrNames'
import type { People } from '../../insights/types'
import { useAdminText } from '../useAdminText'

/**
 * Numbers, days and names as the staff member reads them (Intl in the admin language), and a hidden
 * count of people as "fewer than 5", never 0. Days are UTC days, as the endpoint counts them.
 */
export function useInsightsFormat(minPeople: number) {
  const text = useAdminText()
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const utc = { timeZone: 'UTC' } as const
    const whole = new Intl.NumberFormat(language)
    const tenth = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 })
    const dayFormat = new Intl.DateTimeFormat(language, { ...utc, dateStyle: 'medium' })
    const shortDayFormat = new Intl.DateTimeFormat(language, { ...utc, day: 'numeric', month: 'short' })
    const monthFormat = new Intl.DateTimeFormat(language, { ...utc, month: 'long', year: 'numeric' })
    const shortMonthFormat = new Intl.DateTimeFormat(language, { ...utc, month: 'short', year: 'numeric' })
    const timeFormat = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
    const languageNames = new Intl.DisplayNames([language, 'en'], { type: 'language', fallback: 'code' })
    const names = siteLocaleOf(language)
    const hidden = text('fewer than {{min}}', { min: minPeople })
    const date = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`)
    return {
      lang: language,
      hidden,
      count: (n: number) => whole.format(n),
      /** A count of people: hidden under the threshold. */
      people: (n: People) => (n === null ? hidden : whole.format(n)),
      /** A total (the period's sessions, the members with a palate): null when fewer than minPeople. */
      isSmall: (n: People) => n === null || (n > 0 && n < minPeople),
      total: (n: People) => (n === null || (n > 0 && n < minPeople) ? hidden : whole.format(n)),
      /** An average or a spread (one decimal): hidden when its group is, a dash when nobody rated. */
      tenth: (n: number | null, group: People) => (n !== null ? tenth.format(n) : group === null ? hidden : '–'),
      percent: (share: number) => percent.format(share),
      day: (day: string) => dayFormat.format(date(day)),
      /** A period, e.g. "Oct 30 – Nov 28, 2026". */
      range: (from: string, to: string) => dayFormat.formatRange(date(from), date(to)),
      shortDay: (day: string) => shortDayFormat.format(date(day)),
      month: (month: string) => monthFormat.format(date(`${month}-01`)),
      shortMonth: (month: string) => shortMonthFormat.format(date(`${month}-01`)),
      time: (iso: string) => timeFormat.format(new Date(iso)),
      country: (code: string) => (code ? countryName(code, names) : text('Unknown')),
      /** A site locale (zh is Simplified) or a browser language's first subtag, named with its code. */
      languageName: (code: string) => {
        if (!code) return text('Unknown')
        const tag = isLocale(code) ? LOCALE_HTML_LANG[code] : code
        let name = code
        try {
          name = languageNames.of(tag) ?? code
        } catch {
          // Not a language tag Intl knows: the code as given.
        }
        return name === code ? code : `${name.charAt(0).toLocaleUpperCase(language) + name.slice(1)} (${code})`
      },
    }
  }, [language, text, minPeople])
}

export type Format = ReturnType<typeof useInsightsFormat>
