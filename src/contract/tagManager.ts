/**
 * The tag manager (spec §7): a Google Tag Manager container staff name in Settings, or the operator's
 * PUBLIC_GTM_ID when staff name none. Shared by the CMS (validation), the build (the loader on every
 * page) and the servers (the origins its scripts load from and report to, in the CSP).
 */

/** A container id as Google writes it: "GTM-" and 4 to 12 letters or digits. */
export const TAG_MANAGER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/

/** The origins a container's scripts, pixels and hits use (Google's CSP guide for Tag Manager and GA4). */
export const TAG_MANAGER_ORIGINS = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]

/** The container the site loads: staff's choice, else the operator's; an id of another shape is none. */
export function tagManagerId(staff: string | null | undefined, operator: string | undefined): string | null {
  for (const id of [staff, operator]) {
    const trimmed = id?.trim().toUpperCase()
    if (trimmed) return TAG_MANAGER_ID_PATTERN.test(trimmed) ? trimmed : null
  }
  return null
}

/** How long a page waits for the tag manager to take an event before it navigates away (ms). */
export const TAG_MANAGER_WAIT_MS = 2000
