/**
 * The story viewer's pure rules: tap zones, press-and-hold, keys, timing, where the slides come from
 * and what each slide is called. The island (src/islands/catalogue/StoryViewer.tsx and its hooks)
 * only wires these to pointer, key and timer events.
 */
import { HOLD_TO_PAUSE_MS, STORY_SLIDE_MS, TAP_BACK_ZONE } from '../../contract/constants'
import type { PassportRatings } from './calls'
import type { CafAspect, Slide, SlideMedia, ViewerKind } from './slides'

/** The viewer's words, translated at build time (src/lib/catalogue/strings.ts). */
export type ViewerStrings = Record<
  | 'title'
  | 'close'
  | 'paused'
  | 'seeMore'
  | 'seeLess'
  | 'slideOf'
  | 'previous'
  | 'next'
  | 'help'
  | 'stars'
  | 'rateWine'
  | 'rate.colour'
  | 'rate.aroma'
  | 'rate.flavour'
  | 'saved'
  | 'saveFailed'
  | 'savedLocally'
  | 'savedOffline'
  | 'ratingSiteTitle'
  | 'ratingSiteText'
  | 'ratingSiteButton'
  | 'joinTitle'
  | 'joinText'
  | 'joinButton'
  | 'thanksTitle'
  | 'thanksText'
  | 'thanksButton'
  | 'newTab'
  | 'preview'
  | 'previewMissing'
  | 'loading'
  | 'aspect.colour'
  | 'aspect.aroma'
  | 'aspect.flavour',
  string
>

/** The wine a viewer belongs to, as the page hands it to the island (empty for a draft's preview). */
export type ViewerWine = { id: string; slug: string; name: string; url: string | null; image: SlideMedia | null }

/** The `sizes` of a slide's picture: the viewer is at most 480 px wide. */
export const SLIDE_SIZES = '(min-width: 480px) 480px, 100vw'

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
const SWIPE_UP_PX = 60
export function isSwipeUp(dx: number, dy: number): boolean {
  return dy <= -SWIPE_UP_PX && Math.abs(dy) > Math.abs(dx) * 1.5
}

/** How long a slide lasts: a video its own length, anything else 12 s. */
export function slideDuration(videoSeconds?: number | null): number {
  return videoSeconds && Number.isFinite(videoSeconds) && videoSeconds > 0
    ? Math.round(videoSeconds * 1000)
    : STORY_SLIDE_MS
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
  constructor(
    private now: () => number,
    public duration: number,
  ) {}
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

/** The draft wine a staff preview shows (`?wine=`), or null. */
export function draftId(search: string): string | null {
  return new URLSearchParams(search).get('wine') || null
}

/**
 * Where the slides come from and where closing goes: a draft wine's preview (`?wine=`, back to its
 * preview hub), a draft food's on /pair (`?food=`), or the build's; the unprefixed routes return to
 * /exploreWine, the others to their wine's hub.
 */
export function viewerSource(
  pathname: string,
  search: string,
  slug: string,
  kind: ViewerKind,
): { hub: string; draft: string | null; food: string | null } {
  const draft = draftId(search)
  // A draft's hub, in the preview's language and country (the query as it came).
  if (draft) return { hub: `/exploreWine?${new URLSearchParams(search)}`, draft, food: null }
  const hub = pathname.startsWith('/explore/') ? `/explore/${slug}` : '/exploreWine'
  return { hub, draft: null, food: kind === 'pair' ? new URLSearchParams(search).get('food') || null : null }
}

/** Whether a slide has a text that 'see more' can open. */
export function hasMore(slide: Slide | undefined): boolean {
  return slide?.type === 'content' && Boolean(slide.text)
}

export type ViewerAction = Direction | 'openSheet' | 'closeSheet' | 'close'

/**
 * What a key does: arrows (and space, unless on a control) move, arrow up opens 'see more', arrow
 * down closes it, Escape closes it or else the viewer.
 */
export function keyAction(key: string, o: { onControl: boolean; sheet: boolean; more: boolean }): ViewerAction | null {
  if (key === 'Escape') return o.sheet ? 'closeSheet' : 'close'
  if (key === 'ArrowRight' || (key === ' ' && !o.onControl)) return 'forward'
  if (key === 'ArrowLeft') return 'back'
  if (key === 'ArrowUp' && o.more) return 'openSheet'
  if (key === 'ArrowDown' && o.sheet) return 'closeSheet'
  return null
}

/** What a finished press on the stage does: a swipe up opens 'see more', a hold nothing, a tap moves by its zone. */
export function pressAction(p: {
  dx: number
  dy: number
  hold: boolean
  more: boolean
  x: number
  left: number
  width: number
}): ViewerAction | null {
  if (isSwipeUp(p.dx, p.dy)) return p.more ? 'openSheet' : null
  if (p.hold) return null
  return tapZone(p.x, p.left, p.width)
}

export type RateAspect = 'wine' | CafAspect
export type Ratings = Required<PassportRatings>
export const NO_RATINGS: Ratings = { wine_rating: 0, colour_rating: 0, aroma_rating: 0, flavour_rating: 0 }
export const RATING_KEY: Record<RateAspect, keyof Ratings> = {
  wine: 'wine_rating',
  colour: 'colour_rating',
  aroma: 'aroma_rating',
  flavour: 'flavour_rating',
}

/** The stars a rating slide shows: a visitor's caf stars come from this device, when it has them. */
export function shownRating(
  aspect: RateAspect,
  ratings: Ratings,
  member: boolean,
  local?: Partial<Record<CafAspect, number>>,
): number {
  if (!member && aspect !== 'wine' && local) return local[aspect] || ratings[RATING_KEY[aspect]]
  return ratings[RATING_KEY[aspect]]
}

/** The question of a rating slide. */
export function rateQuestion(aspect: RateAspect, strings: ViewerStrings): string {
  return aspect === 'wine' ? strings.rateWine : strings[`rate.${aspect}`]
}

/** What a screen reader hears a slide called. */
export function slideLabel(s: Slide, strings: ViewerStrings, wineName: string): string {
  switch (s.type) {
    case 'content':
      return s.title || s.text.slice(0, 80)
    case 'rate':
      return rateQuestion(s.aspect, strings)
    case 'ratingSite':
      return strings.ratingSiteTitle
    case 'join':
      return strings.joinTitle
    case 'thanks':
      return `${strings.thanksTitle} ${wineName}`
  }
}
