/**
 * Time-based rules of the member screens as pure functions (spec §4, §9): the forgot-password resend
 * countdown and the palate toggle's lock. Islands feed them Date.now(), tests feed them numbers.
 */
import { FORGOT_RESEND_SECONDS, PALATE_TOGGLE_LOCK_MS } from '../../contract/constants'

/** Whole seconds left before the reset mail may be sent again (60 right after sending, 0 when allowed). */
export function resendSecondsLeft(sentAt: number, now: number, seconds = FORGOT_RESEND_SECONDS): number {
  const elapsed = Math.max(0, now - sentAt)
  return Math.max(0, seconds - Math.floor(elapsed / 1000))
}

/** The palate toggle is locked for 1.5 s after each press. */
export function toggleLocked(lastPressAt: number | null, now: number, lockMs = PALATE_TOGGLE_LOCK_MS): boolean {
  return lastPressAt !== null && now - lastPressAt < lockMs
}

/**
 * A press of a locked toggle: accepted (and the lock restarted) or ignored while locked.
 * Returns the new state; `accepted` says whether the press changes anything.
 */
export function pressToggle(
  state: { shown: boolean; lastPressAt: number | null },
  now: number,
  lockMs = PALATE_TOGGLE_LOCK_MS,
) {
  if (toggleLocked(state.lastPressAt, now, lockMs)) return { ...state, accepted: false }
  return { shown: !state.shown, lastPressAt: now, accepted: true }
}
