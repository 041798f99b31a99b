/**
 * Food pairings, seen from above on a laid table: the dish on its plate or board, cutlery, a napkin
 * and a glass of wine at the side. The palette dresses the table (dark: table, mid: napkin, light:
 * plate); the food keeps natural colours so it stays recognisable.
 *
 * Each dish is drawn in local units around (0, 0) for a plate of radius 300.
 */
import type { Art } from '../../data/types'
import { cutlery, glassTop, napkin, planks } from '../motifs/tableware'
import { BRAND, type Ctx, f3, isDark, lighten, mix, n, tones } from '../util'
import type { Dish, DishPainter } from './ingredients'
import { MEAT_DISHES } from './meat'
import { SEAFOOD_DISHES } from './seafood'
import { VEGETARIAN_DISHES } from './vegetarian'

type FoodArt = Extract<Art, { kind: 'food' }>

export function paintFood(art: FoodArt, ctx: Ctx): string {
  const { w, h, rand, portrait } = ctx
  const t = tones(art.palette)
  const table = t.dark
  const linen = t.mid
  const dish = art.dish
  // Where things go depends on the frame; the plate always leads.
  const square = w === h
  const R = portrait ? w * 0.36 : square ? w * 0.33 : h * 0.37
  const cx = portrait || square ? w * 0.5 : w * 0.45
  const cy = h * 0.5
  const k = R / 300
  const wine = mix(BRAND.burgundy, '#3a0a18', 0.3)
  const white = '#e8d48e'
  const glassWine = ['fish', 'oysters', 'sushi', 'salad', 'chicken', 'mushroom'].includes(dish) ? white : wine

  let out = planks(w, h, table, rand, !portrait)
  if (portrait) {
    // Narrow frame: cutlery at the edges (the napkin runs off the side), the glass above right.
    out += napkin(w * 0.05, cy + R * 0.1, R * 0.5, R * 1.5, linen, -4)
    out += cutlery(w * 0.075, cy + R * 0.1, R * 1.05, lighten(BRAND.cream, 0.2), 'fork')
    out += cutlery(w * 0.93, cy + R * 0.1, R * 1.1, lighten(BRAND.cream, 0.2), 'knife')
    out += glassTop(w * 0.8, cy - R * 1.2, R * 0.24, glassWine)
  } else {
    out += napkin(cx - R * 1.36, cy + R * 0.05, R * 0.46, R * 1.45, linen, -3)
    out += cutlery(cx - R * 1.36, cy + R * 0.05, R * 1.2, lighten(BRAND.cream, 0.2), 'fork')
    out += cutlery(cx + R * 1.24, cy + R * 0.08, R * 1.25, lighten(BRAND.cream, 0.2), 'knife')
    out += glassTop(
      square ? w * 0.86 : cx + R * 1.62,
      square ? h * 0.14 : cy - R * 0.62,
      R * (square ? 0.2 : 0.26),
      glassWine,
    )
  }
  const plateC = isDark(t.light) ? BRAND.cream : t.light
  out += `<g transform="translate(${n(cx)} ${n(cy)}) scale(${f3(k)})">${DISHES[dish](rand, plateC, linen)}</g>`
  return out
}

const DISHES: Record<Dish, DishPainter> = { ...MEAT_DISHES, ...SEAFOOD_DISHES, ...VEGETARIAN_DISHES }
