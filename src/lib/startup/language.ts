/** Switching language (spec §4 "Locale"): the locale cookie (30 days), then tell the server, then show the same page. */
import { apiPath } from '../../contract/api/paths'
import { COOKIE } from '../../contract/cookies'
import type { Locale } from '../../contract/locales'
import { request } from '../api'
import { setCookies, write } from '../cookies'

export function localeWrites(locale: Locale) {
  return [write(COOKIE.locale, locale)]
}

export async function switchLocale(locale: Locale): Promise<void> {
  setCookies(localeWrites(locale))
  // The server is told, but a failed or slow call never blocks the switch.
  await Promise.race([
    request('POST', apiPath('setLocale', { locale })).catch(() => null),
    new Promise((r) => setTimeout(r, 1500)),
  ])
  location.reload()
}
