/** Business constants and limits of spec §9, in one place. */
/** The shortest secret production accepts (PAYLOAD_SECRET, EDGE_SECRET): 256 bits of hex or base64. */
export const SECRET_MIN_LENGTH = 32
/** How long the site waits for an API answer before it treats the call as failed (offline or server down). */
export const API_TIMEOUT_MS = 8_000
export const STORY_SLIDE_MS = 12_000
export const HOLD_TO_PAUSE_MS = 150
export const TAP_BACK_ZONE = 1 / 3

export const STARS = 5
export const EXPLORE_SLIDES_PER_VIEW = 3

export const SIGNUP_STEPS = 3
export const NAME_MIN = 2
export const PASSWORD_MIN = 8
const MINIMUM_AGE = 18
const BIRTH_YEARS = 101

export const FORGOT_RESEND_SECONDS = 60
export const PROFILE_IMAGE_MAX_BYTES = 2_097_152
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const
export type ProfileImageType = (typeof PROFILE_IMAGE_TYPES)[number]

/** Request bodies (413 beyond): the spec API's JSON and forms; the profile form with its picture. */
export const API_BODY_MAX_BYTES = 64 * 1024
export const PROFILE_BODY_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES + 64 * 1024
/** Payload's REST API and admin: anyone (sign-in, forgot password) / signed-in staff (documents, uploads). */
export const CMS_BODY_MAX_BYTES = 64 * 1024
export const STAFF_JSON_MAX_BYTES = 4 * 1024 * 1024
/** What staff may upload to the media library: pictures and short videos, each at most MEDIA_MAX_BYTES. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024
export const MEDIA_TYPES = {
  pictures: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/svg+xml'],
  videos: ['video/mp4', 'video/webm'],
} as const
/** A staff upload's whole body: the file and the form's other fields. */
export const STAFF_UPLOAD_MAX_BYTES = MEDIA_MAX_BYTES + 256 * 1024

export const PALATE_MIN = 0
export const PALATE_MAX = 6
export const PALATE_WINE_COLOURS = 6
export const PALATE_USER_COLOUR = 'rgba(46, 160, 67, 0.4)'
export const PALATE_TOGGLE_LOCK_MS = 1_500
/** From this score (0..100, docs/palate.md) a wine's hub tells a member it is a good match for their taste. */
export const GOOD_MATCH = 85

/** The birth years offered at sign-up: current year minus 18, going back 101 values. */
export function birthYears(now = new Date()): number[] {
  const newest = now.getUTCFullYear() - MINIMUM_AGE
  return Array.from({ length: BIRTH_YEARS }, (_, i) => newest - i)
}

/** The taste axes of a wine's profile and a member's palate (scale 0 to 6). */
/** A wine's style, as staff pick it (cms/collections/Wines.ts) and the snapshot and the API give it. */
export const WINE_STYLES = ['red', 'white', 'rose', 'sparkling', 'sweet'] as const
export type WineStyle = (typeof WINE_STYLES)[number]

export const TASTE_AXES = ['fruit', 'body', 'tannin', 'acidity', 'sweetness', 'oak'] as const
export type TasteAxis = (typeof TASTE_AXES)[number]

/**
 * Days raw tracking records are kept before only daily aggregates remain (TRACKING_RETENTION_DAYS;
 * docs/decisions.md, "What the winery learns"): the rollup deletes them, the terms page says how long.
 */
const TRACKING_RETENTION_DAYS = 30
export function trackingRetentionDays(env: Record<string, string | undefined>): number {
  const days = Number(env.TRACKING_RETENTION_DAYS ?? TRACKING_RETENTION_DAYS)
  return Number.isInteger(days) && days >= 1 ? days : TRACKING_RETENTION_DAYS
}
/** Insights never show a group of fewer people than this (cms/insights/queries.ts, the terms page). */
export const INSIGHTS_MIN_PEOPLE = 5
