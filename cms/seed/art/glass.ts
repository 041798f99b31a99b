import type { Art } from '../data/types'
import type { Ctx } from './util'
export function paintGlass(art: Extract<Art, { kind: 'glass' }>, ctx: Ctx): string {
  return `<rect width="${ctx.w}" height="${ctx.h}" fill="#ccc"/>`
}
