/**
 * The one story viewer of /portfolio, /stories, /pair and /caf (spec §2 Story viewers): full screen,
 * 12 s a slide (a video its own length), hold 150 ms to pause, tap the left third to go back and
 * anywhere else to go forward, progress bars, loop off, 'see more' by swiping up, close to the hub.
 * Closing slides depend on whether a member is signed in (GET /api/user). Pure rules live in
 * src/lib/catalogue/viewer.ts and slides.ts; strings come translated from the build.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties, type PointerEvent as ReactPointerEvent } from 'react'
import { useStore } from '@nanostores/react'
import { HOLD_TO_PAUSE_MS, STARS } from '../../contract/constants'
import type { Locale } from '../../contract/locales'
import { currentUser, preview, saveRating, storedRatings, type PassportRatings } from '../../lib/catalogue/calls'
import { cafRatings, rateLocally } from '../../lib/catalogue/cafStore'
import { aspectTitles, baseSlides, foodSlide, withClosings, type CafAspect, type ContentSlide, type Slide, type SlideMedia, type ViewerKind } from '../../lib/catalogue/slides'
import type { Wine } from '../../contract/snapshot'
import { isSwipeUp, pressKind, SlideClock, slideDuration, step, tapZone, type Direction } from '../../lib/catalogue/viewer'

export type ViewerStrings = Record<
  | 'title' | 'close' | 'paused' | 'seeMore' | 'seeLess' | 'slideOf' | 'previous' | 'next' | 'help' | 'stars' | 'rateWine'
  | 'rate.colour' | 'rate.aroma' | 'rate.flavour' | 'saved' | 'saveFailed' | 'savedLocally' | 'ratingSiteTitle' | 'ratingSiteText'
  | 'ratingSiteButton' | 'joinTitle' | 'joinText' | 'joinButton' | 'thanksTitle' | 'thanksText' | 'thanksButton' | 'newTab'
  | 'preview' | 'previewMissing' | 'loading' | 'aspect.colour' | 'aspect.aroma' | 'aspect.flavour',
  string
>

type Props = {
  kind: ViewerKind
  locale: Locale
  wine: { id: string; slug: string; name: string; url: string | null; image: SlideMedia | null }
  slides: ContentSlide[]
  strings: ViewerStrings
}

type Ratings = Required<PassportRatings>
const KEY: Record<'wine' | CafAspect, keyof Ratings> = { wine: 'wine_rating', colour: 'colour_rating', aroma: 'aroma_rating', flavour: 'flavour_rating' }
const fmt = (s: string, vars: Record<string, string | number>) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''))
const now = () => performance.now()

export default function StoryViewer({ kind, locale, wine, slides: builtSlides, strings }: Props) {
  const [member, setMember] = useState(false)
  const [ratings, setRatings] = useState<Ratings>({ wine_rating: 0, colour_rating: 0, aroma_rating: 0, flavour_rating: 0 })
  const [status, setStatus] = useState<{ slide: string; text: string } | null>(null)
  const [base, setBase] = useState<ContentSlide[]>(builtSlides)
  const [previewState, setPreviewState] = useState<'none' | 'loading' | 'ok' | 'missing'>('none')
  const [index, setIndex] = useState(0)
  const [held, setHeld] = useState(false)
  const [sheet, setSheet] = useState(false)
  const [hidden, setHidden] = useState(false)
  const [hubHref, setHubHref] = useState(`/explore/${wine.slug}`)
  const [videoMs, setVideoMs] = useState<number | null>(null)
  const [ready, setReady] = useState(false)
  const [wineName, setWineName] = useState(wine.name)
  const local = useStore(cafRatings)[wine.id]

  const slides: Slide[] = useMemo(() => (previewState === 'none' ? withClosings(base, kind, member, wine.url) : base), [base, kind, member, wine.url, previewState])
  const slide = slides[Math.min(index, slides.length - 1)]
  const paused = held || sheet || hidden || previewState === 'loading'

  const clock = useRef(new SlideClock(now, slideDuration()))
  const fill = useRef<HTMLSpanElement | null>(null)
  const press = useRef<{ at: number; x: number; y: number; timer: number } | null>(null)
  const root = useRef<HTMLDivElement | null>(null)

  // Who is watching, and what they rated before; the unprefixed routes return to /exploreWine.
  useEffect(() => {
    if (!location.pathname.startsWith('/explore/')) setHubHref('/exploreWine')
    const params = new URLSearchParams(location.search)
    // ?wine= (staff): this viewer of a draft wine, built from its preview; closing returns to its preview hub.
    const draft = params.get('wine')
    if (draft) {
      setHubHref(`/exploreWine?wine=${encodeURIComponent(draft)}`)
      setPreviewState('loading')
      void preview('wines', draft).then((item) => {
        const built = item ? baseSlides(item as unknown as Wine, kind, locale, aspectTitles(strings)) : []
        if (item) setWineName(String((item as { name?: unknown }).name ?? ''))
        setBase(built)
        setPreviewState(built.length > 0 ? 'ok' : 'missing')
      })
      setReady(true)
      return
    }
    const food = params.get('food')
    if (kind === 'pair' && food) {
      setPreviewState('loading')
      void preview('foods', food).then((item) => {
        if (item) {
          setBase([foodSlide(item as Parameters<typeof foodSlide>[0], locale)])
          setPreviewState('ok')
        } else {
          setBase([])
          setPreviewState('missing')
        }
      })
    }
    let live = true
    void currentUser().then(async (user) => {
      if (!live || !user) return
      setMember(true)
      const stored = await storedRatings(wine.id)
      if (live) setRatings(stored)
    })
    root.current?.focus()
    setReady(true)
    return () => {
      live = false
    }
  }, [kind, locale, wine.id])

  const go = useCallback(
    (dir: Direction) => {
      setSheet(false)
      setIndex((i) => step(i, slides.length, dir) ?? i)
    },
    [slides.length],
  )

  // The slide's clock: starts on each slide, pauses and resumes, advances when it runs out.
  useEffect(() => {
    clock.current = new SlideClock(now, slideDuration())
    clock.current.start()
    setVideoMs(null)
  }, [index, slides.length])

  // A video's slide lasts the video's own length.
  useEffect(() => {
    if (videoMs) clock.current.duration = videoMs
  }, [videoMs])

  useEffect(() => {
    const c = clock.current
    if (paused) {
      c.pause()
      return
    }
    c.resume()
    if (index >= slides.length - 1 && c.remaining() === 0) return
    const timer = window.setTimeout(() => {
      if (index < slides.length - 1) go('forward')
    }, c.remaining())
    return () => window.clearTimeout(timer)
  }, [paused, index, slides.length, go, videoMs])

  // The bar of the current slide follows the clock.
  useEffect(() => {
    let raf = 0
    const frame = () => {
      if (fill.current) fill.current.style.transform = `scaleX(${clock.current.progress()})`
      raf = requestAnimationFrame(frame)
    }
    raf = requestAnimationFrame(frame)
    return () => cancelAnimationFrame(raf)
  }, [index])

  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden')
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])

  // Keyboard: arrows and space move, arrow up opens 'see more', Escape closes.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const onControl = (e.target as HTMLElement | null)?.closest?.('a, button, input, textarea, select')
      if (e.key === 'Escape') {
        e.preventDefault()
        if (sheet) setSheet(false)
        else location.href = hubHref
      } else if (e.key === 'ArrowRight' || (e.key === ' ' && !onControl)) {
        e.preventDefault()
        go('forward')
      } else if (e.key === 'ArrowLeft') {
        e.preventDefault()
        go('back')
      } else if (e.key === 'ArrowUp' && slide?.type === 'content' && slide.text) {
        e.preventDefault()
        setSheet(true)
      } else if (e.key === 'ArrowDown' && sheet) {
        e.preventDefault()
        setSheet(false)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [go, hubHref, sheet, slide])

  // Warm up the next picture.
  useEffect(() => {
    const next = slides[index + 1]
    if (next?.type === 'content' && next.media?.kind === 'image') {
      const img = new Image()
      if (next.media.srcset) img.srcset = next.media.srcset
      img.sizes = '(min-width: 480px) 480px, 100vw'
      img.src = next.media.src
    }
  }, [index, slides])

  const onPointerDown = (e: ReactPointerEvent) => {
    if ((e.target as HTMLElement).closest('a, button, input, textarea, [data-no-tap]')) return
    if (e.button !== 0) return
    const timer = window.setTimeout(() => setHeld(true), HOLD_TO_PAUSE_MS)
    press.current = { at: now(), x: e.clientX, y: e.clientY, timer }
  }
  const endPress = (e: ReactPointerEvent, cancelled = false) => {
    const p = press.current
    if (!p) return
    press.current = null
    window.clearTimeout(p.timer)
    const wasHold = held || pressKind(p.at, now()) === 'hold'
    setHeld(false)
    if (cancelled) return
    if (isSwipeUp(e.clientX - p.x, e.clientY - p.y)) {
      if (slide?.type === 'content' && slide.text) setSheet(true)
      return
    }
    if (wasHold) return
    const rect = (e.currentTarget as HTMLElement).getBoundingClientRect()
    go(tapZone(e.clientX, rect.left, rect.width))
  }

  const rate = async (aspect: 'wine' | CafAspect, stars: number, slideId: string) => {
    setRatings((r) => ({ ...r, [KEY[aspect]]: stars }))
    if (!member) {
      if (aspect !== 'wine') rateLocally(wine.id, aspect, stars)
      setStatus({ slide: slideId, text: strings.savedLocally })
      return
    }
    const ok = await saveRating(wine.id, { [KEY[aspect]]: stars })
    setStatus({ slide: slideId, text: ok ? strings.saved : strings.saveFailed })
  }

  const ratingOf = (aspect: 'wine' | CafAspect): number => {
    if (!member && aspect !== 'wine' && local) return local[aspect] || ratings[KEY[aspect]]
    return ratings[KEY[aspect]]
  }

  const count = slides.length
  const announce = slide ? `${fmt(strings.slideOf, { n: index + 1, count })}: ${slideLabel(slide, strings, wine.name)}` : ''

  return (
    <div
      ref={root}
      className={`sv${paused ? ' is-paused' : ''}`}
      tabIndex={-1}
      role="region"
      aria-roledescription="story"
      aria-label={`${wine.name}: ${strings.title}`}
      data-testid="story-viewer"
      data-index={index}
      data-count={count}
      data-member={member ? 'true' : 'false'}
      data-paused={paused ? 'true' : 'false'}
      data-ready={ready ? 'true' : 'false'}
    >
      <style>{CSS}</style>
      <div className="sv-top">
        <ol className="sv-bars" aria-hidden="true">
          {slides.map((s, i) => (
            <li key={s.id} className="sv-bar">
              <span ref={i === index ? fill : undefined} className="sv-fill" style={{ transform: `scaleX(${i < index ? 1 : 0})` }} />
            </li>
          ))}
        </ol>
        <div className="sv-head">
          <p className="sv-title">
            <span className="sv-wine">{wineName}</span>
            <span className="sv-kind">{strings.title}{previewState !== 'none' ? ` · ${strings.preview}` : ''}</span>
          </p>
          <a className="sv-close" href={hubHref} aria-label={strings.close} data-testid="viewer-close">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" /></svg>
          </a>
        </div>
      </div>

      <div
        className="sv-stage"
        onPointerDown={onPointerDown}
        onPointerUp={(e) => endPress(e)}
        onPointerCancel={(e) => endPress(e, true)}
        onPointerLeave={(e) => press.current && endPress(e, true)}
        onContextMenu={(e) => e.preventDefault()}
        data-testid="viewer-stage"
      >
        {previewState === 'loading' && <div className="sv-panel"><p>{strings.loading}</p></div>}
        {previewState === 'missing' && <div className="sv-panel" data-testid="preview-missing"><p>{strings.previewMissing}</p></div>}
        {slide && (
          <div key={slide.id} className={`sv-slide sv-${slide.type}`} role="group" aria-roledescription="slide" aria-label={fmt(strings.slideOf, { n: index + 1, count })} data-slide={slide.id}>
            {slide.type === 'content' ? (
              <ContentView slide={slide} eager={index === 0} strings={strings} onMore={() => setSheet(true)} paused={paused} onDuration={(sec) => Number.isFinite(sec) && sec > 0 && setVideoMs(slideDuration(sec))} onEnded={() => videoMs === null && go('forward')} />
            ) : (
              <ClosingView slide={slide} wine={wine} strings={strings} rating={slide.type === 'rate' ? ratingOf(slide.aspect) : 0} onRate={rate} status={status?.slide === slide.id ? status.text : ''} />
            )}
          </div>
        )}
        {held && <p className="sv-paused" aria-hidden="true">{strings.paused}</p>}
      </div>

      {sheet && slide?.type === 'content' && (
        <div className="sv-sheet" role="dialog" aria-modal="false" aria-labelledby="sv-sheet-title" data-testid="see-more">
          <h2 id="sv-sheet-title">{slide.title || wine.name}</h2>
          <p>{slide.text}</p>
          <button type="button" className="sv-btn" onClick={() => setSheet(false)} autoFocus>{strings.seeLess}</button>
        </div>
      )}

      <div className="sv-keys">
        <button type="button" onClick={() => go('back')} disabled={index === 0}>{strings.previous}</button>
        <button type="button" onClick={() => go('forward')} disabled={index >= count - 1}>{strings.next}</button>
      </div>
      <p className="sv-sr" aria-live="polite" aria-atomic="true" data-testid="viewer-live">{announce}</p>
      <p className="sv-sr">{strings.help}</p>
    </div>
  )
}

function slideLabel(s: Slide, strings: ViewerStrings, wineName: string): string {
  switch (s.type) {
    case 'content':
      return s.title || s.text.slice(0, 80)
    case 'rate':
      return s.aspect === 'wine' ? strings.rateWine : strings[`rate.${s.aspect}`]
    case 'ratingSite':
      return strings.ratingSiteTitle
    case 'join':
      return strings.joinTitle
    case 'thanks':
      return `${strings.thanksTitle} ${wineName}`
  }
}

type MediaProps = { media: SlideMedia; eager: boolean; paused: boolean; onDuration: (seconds: number) => void; onEnded: () => void }
function Media({ media, eager, paused, onDuration, onEnded }: MediaProps) {
  if (media.kind === 'video') return <VideoMedia media={media} paused={paused} onDuration={onDuration} onEnded={onEnded} />
  return (
    <img
      className="sv-media"
      src={media.src}
      srcSet={media.srcset || undefined}
      sizes="(min-width: 480px) 480px, 100vw"
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={media.alt}
      loading="eager"
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  )
}

function VideoMedia({ media, paused, onDuration, onEnded }: Omit<MediaProps, 'eager'>) {
  // A video's slide lasts as long as the video: the viewer reads its duration from the element. A
  // video that does not say how long it is (a recording streamed to a file) moves on when it ends.
  const ref = useRef<HTMLVideoElement | null>(null)
  useEffect(() => {
    const v = ref.current
    if (!v) return
    if (paused) v.pause()
    else void v.play().catch(() => undefined)
  }, [paused])
  return <video ref={ref} className="sv-media" src={media.src} muted playsInline autoPlay aria-label={media.alt} data-video="true" onDurationChange={(e) => onDuration(e.currentTarget.duration)} onEnded={onEnded} />
}

type ContentProps = { slide: ContentSlide; eager: boolean; strings: ViewerStrings; onMore: () => void; paused: boolean; onDuration: (seconds: number) => void; onEnded: () => void }
function ContentView({ slide, eager, strings, onMore, paused, onDuration, onEnded }: ContentProps) {
  const box: CSSProperties = { color: slide.color, background: slide.background ?? undefined }
  return (
    <>
      {slide.media ? <Media media={slide.media} eager={eager} paused={paused} onDuration={onDuration} onEnded={onEnded} /> : <div className="sv-media sv-blank" />}
      {(slide.title || slide.text) && (
        <div className={`sv-text sv-at-${slide.position}${slide.scrim ? ' sv-scrim' : ''}`} style={box} data-testid="slide-text" data-position={slide.position}>
          {slide.title && <h2 className="sv-h">{slide.title}</h2>}
          {slide.text && <p className="sv-p">{slide.text}</p>}
          {slide.text && (
            <button type="button" className="sv-more" onClick={onMore} style={{ color: slide.color }}>
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" /></svg>
              {strings.seeMore}
            </button>
          )}
        </div>
      )}
    </>
  )
}

type ClosingProps = {
  slide: Exclude<Slide, ContentSlide>
  wine: Props['wine']
  strings: ViewerStrings
  rating: number
  status: string
  onRate: (aspect: 'wine' | CafAspect, stars: number, slideId: string) => void
}

function ClosingView({ slide, wine, strings, rating, status, onRate }: ClosingProps) {
  const bottle = wine.image && <img className="sv-bottle" src={wine.image.src} srcSet={wine.image.srcset || undefined} sizes="160px" width={wine.image.width ?? undefined} height={wine.image.height ?? undefined} alt="" draggable={false} />
  if (slide.type === 'rate') {
    const question = slide.aspect === 'wine' ? strings.rateWine : strings[`rate.${slide.aspect}`]
    return (
      <div className="sv-panel" data-testid={`rate-${slide.aspect}`}>
        {bottle}
        <p className="sv-eyebrow">{wine.name}</p>
        <h2 className="sv-h" id={`q-${slide.id}`}>{question}</h2>
        <div className="sv-stars" role="group" aria-labelledby={`q-${slide.id}`} data-rating={rating}>
          {Array.from({ length: STARS }, (_, i) => i + 1).map((n) => (
            <button key={n} type="button" className={`sv-star${n <= rating ? ' on' : ''}`} aria-pressed={n <= rating} aria-label={fmt(strings.stars, { n })} onClick={() => onRate(slide.aspect, n, slide.id)}>
              <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true"><path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" /></svg>
            </button>
          ))}
        </div>
        <p className="sv-status" role="status">{status}</p>
      </div>
    )
  }
  if (slide.type === 'ratingSite') {
    return (
      <div className="sv-panel" data-testid="rating-site">
        {bottle}
        <h2 className="sv-h">{strings.ratingSiteTitle}</h2>
        <p className="sv-p">{strings.ratingSiteText}</p>
        <a className="sv-btn" href={slide.url} target="_blank" rel="noopener noreferrer">
          {strings.ratingSiteButton}
          <span className="sv-sr"> ({strings.newTab})</span>
        </a>
      </div>
    )
  }
  if (slide.type === 'join') {
    return (
      <div className="sv-panel" data-testid="join">
        <svg className="sv-mark" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true"><path d="M32 4l5 23 23 5-23 5-5 23-5-23-23-5 23-5z" fill="#e0b15a" /><circle cx="32" cy="32" r="27" fill="none" stroke="#e0b15a" strokeOpacity=".45" strokeWidth="1.5" /></svg>
        <p className="sv-eyebrow">{wine.name}</p>
        <h2 className="sv-h">{strings.joinTitle}</h2>
        <p className="sv-p">{strings.joinText}</p>
        <a className="sv-btn" href="/signUp">{strings.joinButton}</a>
      </div>
    )
  }
  return (
    <div className="sv-panel" data-testid="thanks">
      {bottle}
      <h2 className="sv-h">{strings.thanksTitle}</h2>
      <p className="sv-p">{strings.thanksText}</p>
      <a className="sv-btn" href="/palate">{strings.thanksButton}</a>
    </div>
  )
}

const CSS = `
.sv { position: fixed; inset: 0; z-index: 10; margin: 0 auto; max-width: 480px; background: #140b0f; color: #fff; overflow: hidden; outline: none;
  user-select: none; -webkit-user-select: none; -webkit-touch-callout: none; font-family: var(--font-ui); }
.sv-top { position: absolute; inset: 0 0 auto 0; z-index: 3; padding: calc(env(safe-area-inset-top) + 10px) 12px 28px;
  background: linear-gradient(rgba(10,5,7,.62), rgba(10,5,7,0)); pointer-events: none; }
.sv-bars { display: flex; gap: 4px; list-style: none; margin: 0; padding: 0; }
.sv-bar { flex: 1; height: 3px; border-radius: 2px; background: rgba(255,255,255,.38); overflow: hidden; }
.sv-fill { display: block; height: 100%; background: #fff; transform-origin: left center; }
.sv-head { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin-top: 10px; }
.sv-title { margin: 0; display: grid; line-height: 1.2; text-shadow: 0 1px 2px rgba(0,0,0,.5); }
.sv-wine { font-family: var(--font-display); font-weight: 600; font-size: 1rem; }
.sv-kind { font-size: .8rem; opacity: .9; }
.sv-close { pointer-events: auto; display: inline-grid; place-items: center; width: 44px; height: 44px; border-radius: 50%; color: #fff; background: rgba(0,0,0,.28); }
.sv-close:focus-visible, .sv button:focus-visible, .sv a:focus-visible { outline: 3px solid var(--gold, #b8893b); outline-offset: 2px; }
.sv-stage { position: absolute; inset: 0; touch-action: none; cursor: pointer; }
.sv-slide { position: absolute; inset: 0; animation: sv-in 240ms ease-out; }
@keyframes sv-in { from { opacity: .35; } to { opacity: 1; } }
.sv-media { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; max-width: none; }
.sv-blank { background: linear-gradient(160deg, #6d1a36, #2a0d18); }
.sv-text { position: absolute; left: 16px; right: 16px; padding: 16px 18px 10px; border-radius: 16px; max-height: 46%; overflow: hidden; }
.sv-scrim { backdrop-filter: blur(2px); }
.sv-at-top { top: calc(env(safe-area-inset-top) + 92px); }
.sv-at-center { top: 50%; transform: translateY(-50%); }
.sv-at-bottom { bottom: calc(env(safe-area-inset-bottom) + 24px); }
.sv-h { font-family: var(--font-display); font-size: 1.6rem; line-height: 1.15; margin: 0 0 8px; font-weight: 600; }
.sv-p { margin: 0; font-size: 1rem; line-height: 1.5; display: -webkit-box; -webkit-line-clamp: 5; -webkit-box-orient: vertical; overflow: hidden; }
.sv-mark { margin-bottom: 8px; }
.sv-more { display: inline-flex; align-items: center; gap: 4px; min-height: 44px; padding: 0 4px; margin-top: 2px; margin-left: -4px; background: none; border: 0; font-weight: 600; font-size: .9rem; cursor: pointer; }
.sv-panel { position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px; text-align: center;
  padding: 96px 28px 48px; background: radial-gradient(ellipse at 50% 30%, #7d2443, #4a0f24 55%, #241017); color: #fff7ec; }
.sv-panel .sv-p { -webkit-line-clamp: unset; max-width: 30ch; color: #f3e6d6; }
.sv-bottle { height: 30vh; max-height: 240px; width: auto; filter: drop-shadow(0 10px 24px rgba(0,0,0,.45)); margin-bottom: 4px; }
.sv-eyebrow { margin: 0; font-size: .8rem; letter-spacing: .12em; text-transform: uppercase; color: #e7c98f; }
.sv-stars { display: flex; gap: 2px; }
.sv-star { display: inline-grid; place-items: center; width: 52px; height: 52px; border: 0; border-radius: 50%; background: none; cursor: pointer; color: rgba(255,255,255,.45); }
.sv-star svg { fill: none; stroke: currentColor; stroke-width: 1.6; stroke-linejoin: round; }
.sv-star.on { color: #e0b15a; }
.sv-star.on svg { fill: currentColor; }
.sv-status { min-height: 1.5em; margin: 0; font-size: .9rem; color: #f3e6d6; }
.sv-btn { display: inline-flex; align-items: center; justify-content: center; min-height: 48px; padding: 0 28px; border-radius: 999px; border: 0; cursor: pointer;
  background: #f7f1e8; color: #4a0f24; font-weight: 700; text-decoration: none; font-size: 1rem; margin-top: 8px; }
.sv-paused { position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); margin: 0; padding: 8px 16px; border-radius: 999px; background: rgba(0,0,0,.55); font-size: .9rem; }
.sv-sheet { position: absolute; inset: auto 0 0 0; z-index: 4; max-height: 75%; overflow: auto; padding: 24px 22px calc(env(safe-area-inset-bottom) + 24px);
  background: #fffaf3; color: #1f1418; border-radius: 20px 20px 0 0; box-shadow: 0 -12px 32px rgba(0,0,0,.35); animation: sv-up 220ms ease-out; }
.sv-sheet h2 { font-family: var(--font-display); font-size: 1.4rem; margin: 0 0 10px; }
.sv-sheet p { margin: 0 0 12px; line-height: 1.6; }
.sv-sheet .sv-btn { background: #6d1a36; color: #fff; }
@keyframes sv-up { from { transform: translateY(30%); opacity: .4; } to { transform: none; opacity: 1; } }
.sv-keys { position: absolute; bottom: 0; left: 0; z-index: 5; display: flex; gap: 8px; padding: 8px; }
.sv-keys button { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; padding: 0; }
.sv-keys button:focus-visible { position: static; width: auto; height: 44px; clip-path: none; padding: 0 16px; border-radius: 999px; background: #fff; color: #1f1418; }
.sv-sr { position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; margin: 0; }
@media (prefers-reduced-motion: reduce) { .sv-slide, .sv-sheet { animation: none; } }
`
