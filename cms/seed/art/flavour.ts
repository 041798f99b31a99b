import type { Art } from '../data/types'
import type { Ctx } from './util'
export function paintFlavour(art: Extract<Art, { kind: 'flavour' }>, ctx: Ctx): string {
  return `<rect width="${ctx.w}" height="${ctx.h}" fill="#ccc"/>`
}
