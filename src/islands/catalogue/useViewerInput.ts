/**
 * The viewer's input. Pointer: a tap on the left third goes back and elsewhere forward, a hold of
 * 150 ms pauses while held, a swipe up opens 'see more'. Keys: see keyAction in
 * src/lib/catalogue/viewer.ts; Escape with nothing open goes back to the hub.
 */
import { useEffect, useRef, useState, type HTMLAttributes, type PointerEvent } from 'react'
import { HOLD_TO_PAUSE_MS } from '../../contract/constants'
import { keyAction, pressAction, pressKind, type Direction, type ViewerAction } from '../../lib/catalogue/viewer'

type Options = {
  more: boolean
  sheet: boolean
  setSheet: (open: boolean) => void
  go: (dir: Direction) => void
  hubHref: string
}
type StageHandlers = Pick<
  HTMLAttributes<HTMLDivElement>,
  'onPointerDown' | 'onPointerUp' | 'onPointerCancel' | 'onPointerLeave' | 'onContextMenu'
>

export function useViewerInput({ more, sheet, setSheet, go, hubHref }: Options): {
  held: boolean
  stage: StageHandlers
} {
  const [held, setHeld] = useState(false)
  const press = useRef<{ at: number; x: number; y: number; timer: number } | null>(null)

  const act = (action: ViewerAction | null) => {
    if (action === 'close') location.href = hubHref
    else if (action === 'openSheet') setSheet(true)
    else if (action === 'closeSheet') setSheet(false)
    else if (action) go(action)
  }

  // One key listener for the viewer's life (the clock re-renders it often); it reads the latest state.
  const latest = useRef({ act, sheet, more })
  latest.current = { act, sheet, more }
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const onControl = Boolean((e.target as HTMLElement | null)?.closest?.('a, button, input, textarea, select'))
      const { act, sheet, more } = latest.current
      const action = keyAction(e.key, { onControl, sheet, more })
      if (!action) return
      e.preventDefault()
      act(action)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const endPress = (e: PointerEvent<HTMLDivElement>, cancelled = false) => {
    const p = press.current
    if (!p) return
    press.current = null
    window.clearTimeout(p.timer)
    const hold = held || pressKind(p.at, performance.now()) === 'hold'
    setHeld(false)
    if (cancelled) return
    const rect = e.currentTarget.getBoundingClientRect()
    act(
      pressAction({
        dx: e.clientX - p.x,
        dy: e.clientY - p.y,
        hold,
        more,
        x: e.clientX,
        left: rect.left,
        width: rect.width,
      }),
    )
  }

  const stage: StageHandlers = {
    onPointerDown: (e) => {
      // Controls on the slide (stars, buttons, links) take their own presses.
      if ((e.target as HTMLElement).closest('a, button, input, textarea, [data-no-tap]')) return
      if (e.button !== 0) return
      const timer = window.setTimeout(() => setHeld(true), HOLD_TO_PAUSE_MS)
      press.current = { at: performance.now(), x: e.clientX, y: e.clientY, timer }
    },
    onPointerUp: (e) => endPress(e),
    onPointerCancel: (e) => endPress(e, true),
    onPointerLeave: (e) => press.current && endPress(e, true),
    onContextMenu: (e) => e.preventDefault(),
  }
  return { held, stage }
}
