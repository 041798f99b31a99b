/**
 * Scenes for the discover / enjoy / shop / club cards: still lifes and places drawn in the same flat
 * hand as the rest. Roles come from the palette by lightness (light: wall or ground, mid: furniture,
 * dark: accents and shadow); wine and props keep the brand colours.
 *
 * Every scene is built around a stage: `u` is the short side, (cx, floor) where objects stand.
 */
import { type Ctx, tones } from '../util'
import { ESTATE_SCENES } from './estate'
import { MEAL_SCENES } from './meals'
import { PARCEL_SCENES } from './parcels'
import type { SceneArt, ScenePainter, Stage } from './stage'
import { SHOP_SCENES } from './shops'

const SCENES: Record<SceneArt['subject'], ScenePainter> = {
  ...ESTATE_SCENES,
  ...MEAL_SCENES,
  ...SHOP_SCENES,
  ...PARCEL_SCENES,
}

export function paintScene(art: SceneArt, ctx: Ctx): string {
  const t = tones(art.palette)
  const u = Math.min(ctx.w, ctx.h)
  const s: Stage = { ...ctx, t, u, cx: ctx.w / 2, floor: ctx.h * (ctx.portrait ? 0.66 : 0.74) }
  return (SCENES[art.subject] ?? SCENES.tasting)(s)
}
