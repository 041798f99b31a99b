import type { Art } from '../data/types'
import type { Ctx } from './util'
export function paintFood(art: Extract<Art, { kind: 'food' }>, ctx: Ctx): string {
  return `<rect width="${ctx.w}" height="${ctx.h}" fill="#ccc"/>`
}
