/**
 * The one story viewer of /portfolio, /stories, /pair and /caf: full screen, 12 s a slide (a video
 * its own length), hold 150 ms to pause, tap the left third to go back and anywhere else to go
 * forward, progress bars, loop off, 'see more' by swiping up, close to the hub. Closing slides depend
 * on whether a member is signed in. This file composes the parts: the slides' source
 * (usePreviewSlides), the member's ratings (useMemberRatings), input (useViewerInput), the clock
 * (useStoryClock) and the views; pure rules live in src/lib/catalogue/viewer.ts and slides.ts;
 * strings come translated from the build.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import './storyViewer.css'
import type { Locale } from '../../contract/locales'
import { fill } from '../../contract/format'
import { withClosings, type ContentSlide, type Slide, type ViewerKind } from '../../lib/catalogue/slides'
import {
  draftId,
  hasMore,
  slideLabel,
  step,
  type Direction,
  type ViewerStrings,
  type ViewerWine,
} from '../../lib/catalogue/viewer'
import { ClosingView } from './ClosingView'
import { ContentView } from './ContentView'
import { SeeMoreSheet } from './SeeMoreSheet'
import { useWarmNext } from './SlideMedia'
import { useMemberRatings } from './useMemberRatings'
import { usePreviewSlides } from './usePreviewSlides'
import { usePageHidden, useStoryClock } from './useStoryClock'
import { useViewerInput } from './useViewerInput'
import { ViewerTop } from './ViewerTop'

type Props = { kind: ViewerKind; locale: Locale; wine: ViewerWine; slides: ContentSlide[]; strings: ViewerStrings }

export default function StoryViewer({ kind, locale, wine, slides: builtSlides, strings }: Props) {
  const source = usePreviewSlides({ kind, locale, wine, slides: builtSlides, strings })
  const { member, rate, ratingOf, statusOf } = useMemberRatings(wine.id, locale, strings)
  const [index, setIndex] = useState(0)
  const [sheet, setSheet] = useState(false)
  const [ready, setReady] = useState(false)
  const root = useRef<HTMLDivElement | null>(null)

  const slides: Slide[] = useMemo(
    () => (source.state === 'none' ? withClosings(source.base, kind, member, wine.url) : source.base),
    [source.base, kind, member, wine.url, source.state],
  )
  const slide = slides[Math.min(index, slides.length - 1)]
  const count = slides.length
  const go = useCallback(
    (dir: Direction) => {
      setSheet(false)
      setIndex((i) => step(i, count, dir) ?? i)
    },
    [count],
  )

  const { held, stage } = useViewerInput({ more: hasMore(slide), sheet, setSheet, go, hubHref: source.hubHref })
  const hidden = usePageHidden()
  const paused = held || sheet || hidden || source.state === 'loading'
  const clock = useStoryClock({ index, count, paused, go })
  useWarmNext(slides[index + 1])

  // Keys work at once (a staff preview loads first); tests wait for data-ready.
  useEffect(() => {
    if (!draftId(location.search)) root.current?.focus()
    setReady(true)
  }, [])

  const slideOf = fill(strings.slideOf, { n: index + 1, count })
  const announce = slide ? `${slideOf}: ${slideLabel(slide, strings, wine.name)}` : ''

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
      <ViewerTop
        ids={slides.map((s) => s.id)}
        index={index}
        fill={clock.fill}
        wineName={source.wineName}
        label={`${strings.title}${source.state !== 'none' ? ` · ${strings.preview}` : ''}`}
        hubHref={source.hubHref}
        closeLabel={strings.close}
      />

      <div className="sv-stage" {...stage} data-testid="viewer-stage">
        {source.state === 'loading' && (
          <div className="sv-panel">
            <p>{strings.loading}</p>
          </div>
        )}
        {source.state === 'missing' && (
          <div className="sv-panel" data-testid="preview-missing">
            <p>{strings.previewMissing}</p>
          </div>
        )}
        {slide && (
          <div
            key={slide.id}
            className={`sv-slide sv-${slide.type}`}
            role="group"
            aria-roledescription="slide"
            aria-label={slideOf}
            data-slide={slide.id}
          >
            {slide.type === 'content' ? (
              <ContentView
                slide={slide}
                eager={index === 0}
                seeMore={strings.seeMore}
                onMore={() => setSheet(true)}
                paused={paused}
                onDuration={clock.onDuration}
                onEnded={clock.onEnded}
              />
            ) : (
              <ClosingView
                slide={slide}
                wine={wine}
                strings={strings}
                rating={slide.type === 'rate' ? ratingOf(slide.aspect) : 0}
                onRate={rate}
                status={statusOf(slide.id)}
              />
            )}
          </div>
        )}
        {held && (
          <p className="sv-paused" aria-hidden="true">
            {strings.paused}
          </p>
        )}
      </div>

      {sheet && slide?.type === 'content' && (
        <SeeMoreSheet
          title={slide.title || wine.name}
          text={slide.text}
          closeLabel={strings.seeLess}
          onClose={() => setSheet(false)}
        />
      )}

      <div className="sv-keys">
        <button type="button" onClick={() => go('back')} disabled={index === 0}>
          {strings.previous}
        </button>
        <button type="button" onClick={() => go('forward')} disabled={index >= count - 1}>
          {strings.next}
        </button>
      </div>
      <p className="sv-sr" aria-live="polite" aria-atomic="true" data-testid="viewer-live">
        {announce}
      </p>
      <p className="sv-sr">{strings.help}</p>
    </div>
  )
}
