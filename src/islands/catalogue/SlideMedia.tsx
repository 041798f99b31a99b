/** A content slide's picture or video, and the warm-up of the next slide's picture. */
import { useEffect, useRef } from 'react'
import type { Slide, SlideMedia as Media } from '../../lib/catalogue/slides'
import { SLIDE_SIZES } from '../../lib/catalogue/viewer'

export type MediaEvents = { paused: boolean; onDuration: (seconds: number) => void; onEnded: () => void }

export function SlideMedia({ media, eager, ...events }: MediaEvents & { media: Media; eager: boolean }) {
  if (media.kind === 'video') return <SlideVideo media={media} {...events} />
  return (
    <img
      className="sv-media"
      src={media.src}
      srcSet={media.srcset || undefined}
      sizes={SLIDE_SIZES}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={media.alt}
      style={media.position ? { objectPosition: media.position } : undefined}
      loading="eager"
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  )
}

/**
 * A video's slide lasts as long as the video: the clock reads its duration from the element. A video
 * that does not say how long it is (a recording streamed to a file) moves on when it ends.
 */
function SlideVideo({ media, paused, onDuration, onEnded }: MediaEvents & { media: Media }) {
  const ref = useRef<HTMLVideoElement | null>(null)
  useEffect(() => {
    const v = ref.current
    if (!v) return
    if (paused) v.pause()
    else void v.play().catch(() => undefined)
  }, [paused])
  return (
    <video
      ref={ref}
      className="sv-media"
      src={media.src}
      muted
      playsInline
      autoPlay
      aria-label={media.alt}
      style={media.position ? { objectPosition: media.position } : undefined}
      data-video="true"
      onDurationChange={(e) => onDuration(e.currentTarget.duration)}
      onEnded={onEnded}
    />
  )
}

/**
 * Loads the next slide's picture ahead, so that it shows at once; only once the page has loaded and
 * the browser is idle, so the first slide's picture (the page's largest paint) has the connection to
 * itself (docs/decisions.md, Close to the limit: on Lighthouse's slow 4G the two together cost the first view 137 KB and 0.5 s).
 */
export function useWarmNext(next: Slide | undefined) {
  useEffect(() => {
    if (next?.type !== 'content' || next.media?.kind !== 'image') return
    const media = next.media
    let cancelled = false
    const warm = () => {
      if (cancelled) return
      const img = new Image()
      if (media.srcset) img.srcset = media.srcset
      img.sizes = SLIDE_SIZES
      img.src = media.src
    }
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(warm, { timeout: 1500 }) : setTimeout(warm, 200)
    if (document.readyState === 'complete') idle()
    else addEventListener('load', idle, { once: true })
    return () => {
      cancelled = true
      removeEventListener('load', idle)
    }
  }, [next])
}
