'use client'
import { useLivePreviewContext, usePreferences } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'
import { previewFit } from '../lib/previewFit'

/** Each staff member's last device and zoom, one for every document (Payload's preferences, per user). */
const PREFERENCE = 'live-preview-device'
/** Before staff choose: the phone, as most visitors see the site. */
const FIRST_DEVICE = 'phone'

type Chosen = { breakpoint?: string; zoom?: number }

/**
 * Beside every previewable document's controls, nothing to see: it makes the live preview's device fit
 * the panel with the page inside seeing the device's own width (cms/lib/previewFit.ts; the CSS that
 * applies it is custom.scss's `.live-preview-window.wc-fit`), and remembers the device and zoom each
 * staff member chose, so that the next document, and the next visit, open the same way.
 */
export function LivePreviewFit() {
  const { breakpoint, breakpoints, setBreakpoint, zoom, setZoom, size, isLivePreviewing } = useLivePreviewContext()
  const { getPreference, setPreference } = usePreferences()
  const restored = useRef(false)

  // The staff member's last choice, once; until it is read nothing is saved over it.
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    void getPreference<Chosen>(PREFERENCE)
      .catch(() => undefined)
      .then((chosen) => {
        const name = chosen?.breakpoint ?? FIRST_DEVICE
        if (breakpoints?.some((b) => b.name === name)) setBreakpoint(name)
        if (typeof chosen?.zoom === 'number' && chosen.zoom > 0) setZoom(chosen.zoom)
        restored.current = true
      })
  }, [getPreference, breakpoints, setBreakpoint, setZoom])

  useEffect(() => {
    if (restored.current && breakpoint !== 'custom') void setPreference(PREFERENCE, { breakpoint, zoom }, true)
  }, [breakpoint, zoom, setPreference])

  // The fit, worked out again whenever the panel, the device or the zoom changes.
  useEffect(() => {
    const panel = document.querySelector<HTMLElement>('.live-preview-window__main')
    const win = panel?.closest<HTMLElement>('.live-preview-window')
    if (!panel || !win) return
    const apply = () => {
      const width = typeof size.width === 'number' ? size.width : Number(size.width)
      const height = typeof size.height === 'number' ? size.height : Number(size.height)
      const style = getComputedStyle(panel)
      const inner = {
        width: panel.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        height: panel.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
      }
      const fit = breakpoint === 'responsive' ? null : previewFit({ width, height }, inner, zoom)
      win.classList.toggle('wc-fit', fit !== null)
      if (!fit) return
      win.style.setProperty('--wc-preview-scale', String(fit.scale))
      win.style.setProperty('--wc-preview-width', `${fit.width}px`)
      win.style.setProperty('--wc-preview-height', `${fit.height}px`)
      win.dataset.previewScale = fit.scale.toFixed(3)
    }
    apply()
    const watch = new ResizeObserver(apply)
    watch.observe(panel)
    return () => watch.disconnect()
  }, [breakpoint, size.width, size.height, zoom, isLivePreviewing])

  return null
}
