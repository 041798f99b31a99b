/** bench/guardSlides.ts: the bench guard fails on a 1.5x slide of any figure, in its own direction, and on nothing less. */
import { expect, it } from 'vitest'
import { slides, type Figures } from '../../bench/guardSlides'

const base: Figures = {
  serving: 0.6,
  api: 25,
  publish: 0.1,
  pages: { home: 40_000, hub: 50_000 },
  peakRssMb: 400,
  publisherRssMb: 250,
}

it('passes figures within 1.5x of the baseline, better or worse', () => {
  expect(slides(base, base)).toEqual([])
  expect(
    slides({ serving: 0.41, api: 17, publish: 0.149, pages: { home: 59_000, hub: 20_000 }, peakRssMb: 590 }, base),
  ).toEqual([])
  expect(slides({ ...base, serving: 5, api: 100, publish: 0.01 }, base)).toEqual([])
})

it('names each figure that slid more than 1.5x, higher-is-better and lower-is-better alike', () => {
  const now: Figures = {
    serving: 0.3,
    api: 12,
    publish: 0.2,
    pages: { home: 61_000, hub: 50_000 },
    peakRssMb: 700,
    publisherRssMb: 450,
  }
  expect(slides(now, base)).toEqual([
    'serving: 0.30x a bare Node server, was 0.60x (2.00x worse than the baseline)',
    'the API: 12.00x Payload REST, was 25.00x (2.08x worse than the baseline)',
    'publishing: 0.20x a full build, was 0.10x (2.00x worse than the baseline)',
    'page weight of home: 61000 bytes, was 40000 (1.52x worse than the baseline)',
    'memory: peak 700 MB, was 400 MB (1.75x worse than the baseline)',
    "the quick publisher's memory: peak 450 MB, was 250 MB (1.80x worse than the baseline)",
  ])
})

it('leaves out what the baseline does not have (a new page type, memory of a server it did not start)', () => {
  expect(
    slides(
      { ...base, pages: { ...base.pages, palate: 999_999 }, peakRssMb: undefined, publisherRssMb: undefined },
      base,
    ),
  ).toEqual([])
})
