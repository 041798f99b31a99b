/** The API's CSRF handshake, as the site's client does it (no test runner imported here). */

/** GET this first: it sets the XSRF-TOKEN cookie. */
export const CSRF_PATH = '/sanctum/csrf-cookie'

/** The X-XSRF-TOKEN header that unsafe methods need, from the XSRF-TOKEN cookie's value. */
export const xsrfHeader = (token: string | undefined): Record<string, string> => ({
  'x-xsrf-token': decodeURIComponent(token ?? ''),
})
