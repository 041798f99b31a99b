/**
 * The start-up popup sequence of spec §4, pure over a small API interface:
 * 1. ask for an 'other' popup (country, current popup id, zip code, state); if one returns, store its
 *    id (popupCurrent) and set popupShow false (7 days), and show it;
 * 2. if none, load the promotions for country and state; if any exist, load and show the promotion
 *    popup, else set popupShow false.
 * Closing a popup sets popupShow false (7 days). While popupShow is 'false' nothing is asked.
 */
import { COOKIE } from '../../contract/cookies'
import { write, type CookieWrite, type Jar } from '../cookies'
import type { Answer } from '../../contract/api/typed'

/** An "other" popup as POST /api/popup-others declares it, its texts in the visitor's language. */
export type OtherPopup = NonNullable<Answer<'otherPopup'>['data']>
/** The promotion popup as GET /api/popup declares it. */
export type PromotionPopup = NonNullable<Answer<'popup'>['data']>

export type PopupApi = {
  /** POST /api/popup-others; null when none. Throws when the call fails. */
  otherPopup(body: {
    country: string
    current: string | null
    zipCode: string | null
    state: string | null
  }): Promise<OtherPopup | null>
  /** GET /api/promotions/{country}/{state}; a failure gives an empty list (spec §8). */
  promotions(country: string, state: string | null): Promise<unknown[]>
  /** GET /api/popup; null when none. */
  promotionPopup(): Promise<PromotionPopup | null>
}

export type PopupDecision =
  | { kind: 'other'; popup: OtherPopup; writes: CookieWrite[] }
  | { kind: 'promotion'; popup: PromotionPopup; writes: CookieWrite[] }
  | { kind: 'none'; writes: CookieWrite[] }

/** Start-up popups are asked for only while popupShow is not 'false' and a country is known. */
export function shouldAskPopups(jar: Jar): boolean {
  return jar[COOKIE.popupShow] !== 'false' && !!jar[COOKIE.country]
}

export async function decidePopup(jar: Jar, api: PopupApi): Promise<PopupDecision> {
  const country = jar[COOKIE.country]
  if (!shouldAskPopups(jar) || !country) return { kind: 'none', writes: [] }
  const state = jar[COOKIE.state] ?? null
  let other: OtherPopup | null
  try {
    other = await api.otherPopup({
      country,
      current: jar[COOKIE.popupCurrent] ?? null,
      zipCode: jar[COOKIE.zipCode] ?? null,
      state,
    })
  } catch {
    // Spec §8: a failed other-popup call clears it; we show nothing and ask again next time.
    return { kind: 'none', writes: [] }
  }
  if (other) {
    return {
      kind: 'other',
      popup: other,
      writes: [write(COOKIE.popupCurrent, other.id), write(COOKIE.popupShow, 'false')],
    }
  }
  let promotions: unknown[] = []
  try {
    promotions = await api.promotions(country, state)
  } catch {
    promotions = []
  }
  if (promotions.length > 0) {
    let popup: PromotionPopup | null = null
    try {
      popup = await api.promotionPopup()
    } catch {
      popup = null
    }
    if (popup) return { kind: 'promotion', popup, writes: [] }
  }
  return { kind: 'none', writes: [write(COOKIE.popupShow, 'false')] }
}

/** Closing either popup: popupShow false for 7 days. */
export function closePopupWrites(): CookieWrite[] {
  return [write(COOKIE.popupShow, 'false')]
}

/** Only http(s) and same-origin links are opened or framed. */
export function safeUrl(value: string): string | null {
  const v = value.trim()
  if (v.startsWith('/') && !v.startsWith('//')) return v
  try {
    const u = new URL(v)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null
  } catch {
    return null
  }
}

/**
 * The sandbox of a popup's embedded page. A page of another site keeps its own origin (a video player
 * needs its storage), which cannot reach ours; a page of our own origin never does, or with scripts it
 * could lift its own sandbox and act as the visitor.
 */
export function frameSandbox(frame: string, origin: string): string {
  const base = 'allow-scripts allow-popups allow-presentation'
  let sameOrigin = true
  try {
    const frameOrigin = new URL(frame, origin).origin
    // An opaque origin (data:, javascript:) is treated as ours: the strict case.
    sameOrigin = frameOrigin === origin || frameOrigin === 'null'
  } catch {
    /* unparsable: treat as ours, the strict case */
  }
  return sameOrigin ? base : `${base} allow-same-origin`
}
