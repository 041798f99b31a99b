import type { Art } from '../data/types'
import type { Ctx } from './util'
export function paintScene(art: Extract<Art, { kind: 'scene' }>, ctx: Ctx): string {
  return `<rect width="${ctx.w}" height="${ctx.h}" fill="#ccc"/>`
}
