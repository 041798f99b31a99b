/** cms/lib/previewFit.ts: the live preview's device fits the panel, and its page sees the device's width. */
import { expect, it } from 'vitest'
import { previewFit } from '../../cms/lib/previewFit'

const panel = { width: 736, height: 760 }

it('a device wider than the panel is scaled to fit it; its page still sees the device width', () => {
  const desktop = previewFit({ width: 1440, height: 900 }, panel, 1)!
  expect(desktop.width).toBe(1440)
  expect(desktop.width * desktop.scale).toBeCloseTo(736)
  // As tall as the panel shows at that scale, at most the device's height.
  expect(desktop.height).toBe(900)
  expect(desktop.height * desktop.scale).toBeLessThanOrEqual(panel.height)
})

it('the zoom staff chose is kept while it fits, lowered to the fit when it does not', () => {
  expect(previewFit({ width: 390, height: 844 }, panel, 1)!.scale).toBe(1)
  expect(previewFit({ width: 390, height: 844 }, panel, 1.5)!.scale).toBe(1.5)
  expect(previewFit({ width: 390, height: 844 }, panel, 2)!.scale).toBeCloseTo(736 / 390)
  // Desktop at 50%: a 720-px frame whose page is 1,440 px wide (Payload's own gave it 2,880).
  const half = previewFit({ width: 1440, height: 900 }, panel, 0.5)!
  expect([half.scale, half.width]).toEqual([0.5, 1440])
})

it('a device taller than the panel gets a frame as tall as the panel, so nothing is cut off below', () => {
  const phone = previewFit({ width: 390, height: 844 }, panel, 1)!
  expect(phone.height).toBe(760)
  const tablet = previewFit({ width: 820, height: 1180 }, panel, 1)!
  expect(tablet.height * tablet.scale).toBeLessThanOrEqual(panel.height + 1)
})

it('no fit before the panel or the device has a size', () => {
  expect(previewFit({ width: 0, height: 0 }, panel, 1)).toBeNull()
  expect(previewFit({ width: 390, height: 844 }, { width: 0, height: 0 }, 1)).toBeNull()
})
