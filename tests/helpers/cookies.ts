/**
 * The site's visitor cookies and a cookie jar, for every suite (no test runner imported here): the
 * values a visitor past the gate carries, the ones that keep the start-up popups away, and the jar the
 * HTTP clients keep from Set-Cookie lines.
 */

/** The gate's cookies as a passed visitor has them (besides country and locale). */
export const GATE_PASSED = { firstVisit: 'false', acceptTerms: 'true', adult: 'true' } as const

/** No start-up popups, no location sheet, no iOS banner. */
export const QUIET_STARTUP = { popupShow: 'false', popupLocationShow: 'false', popShow: 'false' } as const

/** A Cookie request header from name/value pairs. */
export const cookieHeader = (pairs: Record<string, string> | Map<string, string>, extra = '') =>
  [...(pairs instanceof Map ? pairs : Object.entries(pairs))]
    .map(([k, v]) => `${k}=${v}`)
    .concat(extra ? [extra] : [])
    .join('; ')

/** The gate passed in the US, in English, as a Cookie header (raw HTTP requests). */
export const GATE = cookieHeader({ ...GATE_PASSED, country: 'US', locale: 'en' })

/** Keeps what Set-Cookie lines say in `jar`, as a browser does: an expired or emptied cookie is dropped. */
export function keepCookies(jar: Map<string, string>, setCookieLines: string[]) {
  for (const line of setCookieLines) {
    const [pair, ...attrs] = line.split(';')
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq).trim()
    const value = pair.slice(eq + 1).trim()
    const expired = attrs.some((a) => /max-age=0\b/i.test(a) || /expires=thu, 01 jan 1970/i.test(a))
    if (expired || value === '') jar.delete(name)
    else jar.set(name, value)
  }
}
