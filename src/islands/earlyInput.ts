import { useEffect, useId } from 'react'

/**
 * Takes over, once after hydration, what the visitor typed, picked or ticked in a control of the
 * page's HTML before the island's script ran (a slow phone, or the browser filling a form back in).
 * React 19 leaves that in the page when it hydrates but not in its state, so the next render puts the
 * state's value back and the answer is lost. `find` gives the control (none: nothing to take over),
 * `read` its value in the page.
 */
export function useEarlyInput<T>(
  find: () => Element | null | undefined,
  read: (el: HTMLInputElement) => T,
  current: T,
  adopt: (v: T) => void,
) {
  useEffect(() => {
    const el = find()
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) return
    const early = read(el as HTMLInputElement)
    if (early !== current) adopt(early)
    // Once, on the page as hydrated: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}

/** A control's id (useId), with what the page held in that control before hydration taken over (useEarlyInput). */
export function useEarlyControl<T>(read: (el: HTMLInputElement) => T, current: T, adopt: (v: T) => void): string {
  const id = useId()
  useEarlyInput(() => document.getElementById(id), read, current, adopt)
  return id
}
