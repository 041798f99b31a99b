import type { Art } from '../data/types'
import type { Ctx } from './util'
export function paintAroma(art: Extract<Art, { kind: 'aroma' }>, ctx: Ctx): string {
  return `<rect width="${ctx.w}" height="${ctx.h}" fill="#ccc"/>`
}
