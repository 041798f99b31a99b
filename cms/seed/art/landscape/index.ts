/**
 * Landscapes of the estate. Depth comes from atmospheric perspective done with flat colour: far
 * hills are mixed towards the sky, near ones towards the darkest tone. In portrait, the sky (top)
 * and the foreground (bottom) stay quiet so story text can sit there.
 */
import type { Art } from '../../data/types'
import { type Ctx, type Tones, tones } from '../util'
import { cellar, hills, night } from './estate'
import { harvest, vineyard } from './vines'
import { coast, river } from './water'

type LandArt = Extract<Art, { kind: 'landscape' }>

/** Each scene's painter; a scene it does not know is drawn as the vineyard. */
const LANDSCAPES: Record<LandArt['scene'], (t: Tones, ctx: Ctx) => string> = {
  vineyard,
  river,
  cellar,
  harvest,
  coast,
  hills,
  night,
}

export function paintLandscape(art: LandArt, ctx: Ctx): string {
  return (LANDSCAPES[art.scene] ?? vineyard)(tones(art.palette), ctx)
}
