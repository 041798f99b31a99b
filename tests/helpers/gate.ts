/** A Playwright browser context's visitor cookies: past the gate, start-up popups done, a place, the current wine. */
import { expect, type BrowserContext, type Page } from '@playwright/test'
import { BASE_URL } from '../../playwright.config'
import { GATE_PASSED, QUIET_STARTUP } from './cookies'

/** Sets site cookies by name and value. */
export const setCookies = (context: BrowserContext, pairs: Record<string, string>) =>
  context.addCookies(Object.entries(pairs).map(([name, value]) => ({ name, value, url: BASE_URL })))

/** The gate's cookies as a passed visitor has them. */
export async function passGate(context: BrowserContext, country = 'US', locale = 'en') {
  await setCookies(context, { ...GATE_PASSED, country, locale })
}

/** No start-up popups, no location sheet, no iOS banner: for specs about something else. */
export async function quietShell(context: BrowserContext) {
  await setCookies(context, QUIET_STARTUP)
}

/**
 * A visitor past the gate whose start-up popups are done (they would cover the screens); geolocation
 * 'true' keeps the shell from resolving the place again over the test's cookies.
 */
export async function visitor(context: BrowserContext, country = 'US', locale = 'en') {
  await passGate(context, country, locale)
  await setCookies(context, { ...QUIET_STARTUP, geolocation: 'true' })
}

/** A visitor in a place: the country, and the state and zip code when given. */
export async function setPlace(context: BrowserContext, country: string, locale: string, state?: string, zip?: string) {
  await visitor(context, country, locale)
  await setCookies(context, { ...(state ? { state } : {}), ...(zip ? { zip_code: zip } : {}) })
}

export async function setCurrentWine(context: BrowserContext, slug: string) {
  await setCookies(context, { wine: slug })
}

export async function cookiesOf(context: BrowserContext): Promise<Record<string, { value: string; expires: number }>> {
  return Object.fromEntries(
    (await context.cookies(BASE_URL)).map((c) => [c.name, { value: decodeURIComponent(c.value), expires: c.expires }]),
  )
}

/** Days from now until a cookie expires (rounded). */
export const daysLeft = (expires: number) => Math.round((expires * 1000 - Date.now()) / 86_400_000)

/** The locale cookie a language switch wrote: its value and the days it lasts. */
async function localeCookie(context: BrowserContext) {
  const { locale } = await cookiesOf(context)
  return { value: locale.value, days: daysLeft(locale.expires) }
}

/**
 * What a language switch to `locale` leaves (spec §2 Language): the page at `path` in that language with
 * `heading` as its title, the locale cookie for 30 days, and the server told once (`calls`: mockSetLocale's).
 */
export async function expectLanguageSwitched(
  page: Page,
  calls: { method: string; path: string }[],
  { locale, path, heading }: { locale: string; path: RegExp; heading: string },
) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page).toHaveURL(path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  expect(await localeCookie(page.context())).toEqual({ value: locale, days: 30 })
  expect(calls.filter((x) => x.method === 'POST').map((x) => x.path)).toEqual([`/api/settings/set-locale/${locale}`])
}
