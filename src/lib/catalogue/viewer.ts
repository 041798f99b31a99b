/**
 * The story viewer's pure rules (spec §2 Story viewers, §9): tap zones, press-and-hold, timing.
 * The island (src/islands/catalogue/StoryViewer.tsx) only wires these to pointer, key and timer events.
 */
import { HOLD_TO_PAUSE_MS, STORY_SLIDE_MS, TAP_BACK_ZONE } from '../../contract/constants'

export type Direction = 'back' | 'forward'

/** A tap on the left third goes back, anywhere else forward. */
export function tapZone(x: number, left: number, width: number): Direction {
  if (width <= 0) return 'forward'
  return x - left < width * TAP_BACK_ZONE ? 'back' : 'forward'
}

/** What a press that went down at `downAt` and up at `upAt` was: a hold (pauses while held) or a tap. */
export function pressKind(downAt: number, upAt: number): 'hold' | 'tap' {
  return upAt - downAt >= HOLD_TO_PAUSE_MS ? 'hold' : 'tap'
}

/** A vertical drag that counts as the 'see more' swipe up. */
export const SWIPE_UP_PX = 60
export function isSwipeUp(dx: number, dy: number): boolean {
  return dy <= -SWIPE_UP_PX && Math.abs(dy) > Math.abs(dx) * 1.5
}

/** How long a slide lasts: a video its own length, anything else 12 s. */
export function slideDuration(videoSeconds?: number | null): number {
  return videoSeconds && Number.isFinite(videoSeconds) && videoSeconds > 0 ? Math.round(videoSeconds * 1000) : STORY_SLIDE_MS
}

/** The next index, or null at either end (loop is off). */
export function step(index: number, count: number, dir: Direction, loop = false): number | null {
  const next = dir === 'forward' ? index + 1 : index - 1
  if (next >= 0 && next < count) return next
  if (!loop || count === 0) return null
  return (next + count) % count
}

/** A timer that can pause and resume, measured on an injectable clock (for the island and tests). */
export class SlideClock {
  private startedAt = 0
  private used = 0
  running = false
  constructor(private now: () => number, public duration: number) {}
  start() {
    this.used = 0
    this.startedAt = this.now()
    this.running = true
  }
  pause() {
    if (!this.running) return
    this.used += this.now() - this.startedAt
    this.running = false
  }
  resume() {
    if (this.running) return
    this.startedAt = this.now()
    this.running = true
  }
  elapsed(): number {
    return Math.min(this.duration, this.used + (this.running ? this.now() - this.startedAt : 0))
  }
  remaining(): number {
    return Math.max(0, this.duration - this.elapsed())
  }
  progress(): number {
    return this.duration > 0 ? this.elapsed() / this.duration : 1
  }
}
