/**
 * How a device of the live preview fits the panel beside the form (cms/components/LivePreviewFit.tsx).
 * Payload renders a device at its width ÷ zoom and scales that down, so at 50% a desktop's page sees
 * a 2,880-px screen, and at 100% a desktop overflows a 768-px panel. Here the page always sees the
 * device's own width, and the frame is scaled to fit: the zoom staff chose, or less when that would
 * not fit the panel's width. The frame is as tall as the device or the panel, whichever is less (its
 * page scrolls inside), so nothing of the page is ever cut off below the panel.
 */
export type Size = { width: number; height: number }

export type Fit = {
  /** The frame's scale: the zoom chosen, at most what fits the panel's width. */
  scale: number
  /** The width the page inside sees: the device's. */
  width: number
  /** The height the page inside sees: the device's, or what the panel shows of it at this scale. */
  height: number
}

export function previewFit(device: Size, panel: Size, zoom: number): Fit | null {
  if (!(device.width > 0 && device.height > 0 && panel.width > 0 && panel.height > 0 && zoom > 0)) return null
  const scale = Math.min(zoom, panel.width / device.width)
  const height = Math.min(device.height, Math.floor(panel.height / scale))
  return { scale, width: device.width, height }
}
