/** The shapes of identifiers, written once for the CMS, the API, the site and the server. */

/** A wine's URL name: lower-case letters and digits in dash-separated words. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** An ISO 3166-1 alpha-2 country code as stored: two upper-case letters. */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/

/** A country code as it arrives in cookies, paths and queries: two letters in either case. */
export const COUNTRY_CODE_ANY_CASE = /^[A-Za-z]{2}$/

/**
 * A country code as a form field may send it, for the API's declared schemas: two letters in either case,
 * spaces around them allowed (the API trims and upper-cases it). The optional tracking field declares
 * the assigned codes themselves (countryCodes.ts OPTIONAL_ISO_COUNTRY_FIELD).
 */
export const COUNTRY_CODE_FIELD = '^\\s*[A-Za-z]{2}\\s*$'

/** A CSS hex colour: #rgb or #rrggbb. */
export const HEX_COLOUR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/
