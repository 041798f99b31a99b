/**
 * Analytics events go to window.dataLayer, which a tag manager reads when one is configured. Nothing
 * is loaded from a third party here: without a tag manager the events just stay in the page.
 */
export type AnalyticsEvent = { event: string; category?: string; label: string; [key: string]: unknown }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function track(e: AnalyticsEvent, target: { dataLayer?: unknown[] } = typeof window === 'undefined' ? {} : window): AnalyticsEvent {
  target.dataLayer = target.dataLayer ?? []
  target.dataLayer.push(e)
  return e
}
