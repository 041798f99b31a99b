import type { Art } from '../data/types'
import type { Ctx } from './util'
export function paintLandscape(art: Extract<Art, { kind: 'landscape' }>, ctx: Ctx): string {
  return `<rect width="${ctx.w}" height="${ctx.h}" fill="#ccc"/>`
}
