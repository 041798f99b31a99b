/**
 * Analytics events go to window.dataLayer, which a tag manager reads when one is configured (Base.astro
 * loads it on every page; events pushed before it arrives wait in the array). Nothing is loaded from a
 * third party here: without a tag manager the events just stay in the page.
 */
import { TAG_MANAGER_WAIT_MS } from '../../contract/tagManager'

export type AnalyticsEvent = { event: string; category?: string; label: string; [key: string]: unknown }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

type Target = { dataLayer?: unknown[] }
const page = (): Target => (typeof window === 'undefined' ? {} : window)

export function track(e: AnalyticsEvent, target: Target = page()): AnalyticsEvent {
  target.dataLayer = target.dataLayer ?? []
  target.dataLayer.push(e)
  return e
}

/** The page loads a tag manager: its loader pushed Tag Manager's start event (Base.astro). */
const tagManagerOn = (target: Target) =>
  (target.dataLayer ?? []).some((e) => (e as { event?: unknown } | null)?.event === 'gtm.js')

/**
 * Tracks an event the page is about to leave after (a sign-up that goes home): resolves when the tag
 * manager has taken it (its `eventCallback`), at once when the page loads none, and after `waitMs` at
 * most (a tag manager that a blocker stopped never calls back).
 */
export function trackBeforeLeaving(
  e: AnalyticsEvent,
  target: Target = page(),
  waitMs = TAG_MANAGER_WAIT_MS,
): Promise<void> {
  if (!tagManagerOn(target)) {
    track(e, target)
    return Promise.resolve()
  }
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs)
    track({ ...e, eventTimeout: waitMs, eventCallback: () => (clearTimeout(timer), resolve()) }, target)
  })
}
