/** Header names the site, the service worker and the API agree on (light: the browser bundles this file). */

/** The CSRF token's header, carrying the XSRF-TOKEN cookie's value (Laravel Sanctum's name). */
export const XSRF_HEADER = 'X-XSRF-TOKEN'

/** The Idempotency-Key header (IETF draft-ietf-httpapi-idempotency-key-header): a retry with the same key changes nothing. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'
