/**
 * The viewer's clock: each slide runs for its time (a video for its own length), pauses and resumes
 * where it was, and moves on when the time is up; the current progress bar follows it frame by frame.
 */
import { useEffect, useRef, useState } from 'react'
import { SlideClock, slideDuration, type Direction } from '../../lib/catalogue/viewer'

const now = () => performance.now()

type Options = { index: number; count: number; paused: boolean; go: (dir: Direction) => void }

export function useStoryClock({ index, count, paused, go }: Options) {
  const clock = useRef(new SlideClock(now, slideDuration()))
  const fill = useRef<HTMLSpanElement | null>(null)
  const [videoMs, setVideoMs] = useState<number | null>(null)

  // Each slide starts its own time.
  useEffect(() => {
    clock.current = new SlideClock(now, slideDuration())
    clock.current.start()
    setVideoMs(null)
  }, [index, count])

  useEffect(() => {
    if (videoMs) clock.current.duration = videoMs
  }, [videoMs])

  // Runs while not paused; the last slide stays (no loop).
  useEffect(() => {
    const c = clock.current
    if (paused) {
      c.pause()
      return
    }
    c.resume()
    if (index >= count - 1 && c.remaining() === 0) return
    const timer = window.setTimeout(() => {
      if (index < count - 1) go('forward')
    }, c.remaining())
    return () => window.clearTimeout(timer)
  }, [paused, index, count, go, videoMs])

  useEffect(() => {
    let raf = 0
    const frame = () => {
      if (fill.current) fill.current.style.transform = `scaleX(${clock.current.progress()})`
      raf = requestAnimationFrame(frame)
    }
    raf = requestAnimationFrame(frame)
    return () => cancelAnimationFrame(raf)
  }, [index])

  return {
    /** The current slide's progress bar. */
    fill,
    /** A video said how long it is: its slide lasts that long. */
    onDuration: (seconds: number) => {
      if (Number.isFinite(seconds) && seconds > 0) setVideoMs(slideDuration(seconds))
    },
    /** A video that never said its length (a recording streamed to a file) moves on when it ends. */
    onEnded: () => {
      if (videoMs === null) go('forward')
    },
  }
}

/** Whether the page is hidden (another tab, the screen off): the clock stands still meanwhile. */
export function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    const onVisibility = () => setHidden(document.visibilityState === 'hidden')
    document.addEventListener('visibilitychange', onVisibility)
    return () => document.removeEventListener('visibilitychange', onVisibility)
  }, [])
  return hidden
}
