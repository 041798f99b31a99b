import { currentWineSlug } from '../../lib/cookies'
import type { WineInfo } from '../../lib/members/wines'

/** The current wine (the `wine` cookie's slug) among the build's wines, or null. */
export function currentWine(wines: WineInfo[]): WineInfo | null {
  const slug = currentWineSlug()
  return (slug && wines.find((w) => w.slug === slug)) || null
}
