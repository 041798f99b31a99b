/** What every dish painter shares: the natural colours of food, and the painter's signature. */
import type { Art } from '../../data/types'

export type Dish = Extract<Art, { kind: 'food' }>['dish']

/**
 * Draws one dish in local units around (0, 0), for a plate of radius 300, with the seeded random
 * source, the plate's colour and the napkin's.
 */
export type DishPainter = (r: () => number, plateC: string, linen: string) => string

/** Natural food colours, slightly warmed so they sit with the brand palette. */
export const C = {
  crust: '#6e3b22',
  sear: '#8a4b2a',
  meat: '#c9626a',
  meatDark: '#a84a55',
  fat: '#efd9c4',
  potato: '#dba456',
  herb: '#5e7a44',
  leaf: '#7d9a4a',
  lemon: '#e9c542',
  tomato: '#cc4433',
  cheese: '#efcf7a',
  rind: '#c9974a',
  bread: '#c98e4e',
  rice: '#f4ecdc',
  salmon: '#ec8a5a',
  tuna: '#b83a48',
  nori: '#25302a',
  wood: '#a87a4a',
  choc: '#4a2a20',
  berry: '#b3263f',
  mushroom: '#a88462',
  olive: '#4b4a2c',
  pasta: '#f0cf7e',
  shell: '#8f8a80',
  ice: '#e6eef0',
  chicken: '#c8843e',
}
