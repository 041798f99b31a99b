/**
 * Content collections, all loaded from the CMS snapshot (validated with the contract's zod schemas
 * in loadSnapshot). Pages read them through src/lib/content.ts.
 */
import { defineCollection } from 'astro:content'
import { loadSnapshot } from './lib/snapshotSource'

type ListKey = 'wines' | 'discovers' | 'enjoys' | 'shops' | 'vendors' | 'promotions' | 'localPromotions' | 'clubs' | 'popups' | 'otherPopups'

const list = (key: ListKey) =>
  defineCollection({
    loader: async () => (await loadSnapshot())[key].map((item) => ({ ...item, id: item.id })),
  })

export const collections = {
  wines: list('wines'),
  discovers: list('discovers'),
  enjoys: list('enjoys'),
  shops: list('shops'),
  vendors: list('vendors'),
  promotions: list('promotions'),
  localPromotions: list('localPromotions'),
  clubs: list('clubs'),
  popups: list('popups'),
  otherPopups: list('otherPopups'),
  site: defineCollection({
    loader: async () => {
      const s = await loadSnapshot()
      return [{ id: 'site', settings: s.settings, countries: s.countries, generatedAt: s.generatedAt }]
    },
  }),
}
