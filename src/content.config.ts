/**
 * Content collections, all loaded from the CMS snapshot (checked against the contract in
 * loadSnapshot) and typed by the contract's schemas. Pages read them through src/lib/content.ts.
 */
import { defineCollection } from 'astro:content'
import { z } from 'zod'
import { CONTENT_LISTS, CONTENT_LIST_KEYS, Settings, type ContentListKey } from './contract/snapshot'
import { loadSnapshot } from './lib/snapshotSource'

const list = <K extends ContentListKey>(key: K) =>
  defineCollection({ loader: async () => (await loadSnapshot())[key].map((item) => ({ ...item, id: item.id })), schema: CONTENT_LISTS[key].schema })

const lists = Object.fromEntries(CONTENT_LIST_KEYS.map((key) => [key, list(key)])) as { [K in ContentListKey]: ReturnType<typeof list<K>> }

export const collections = {
  ...lists,
  site: defineCollection({
    loader: async () => {
      const s = await loadSnapshot()
      return [{ id: 'site', settings: s.settings, countries: s.countries, generatedAt: s.generatedAt }]
    },
    schema: z.object({ settings: Settings, countries: z.array(z.string()), generatedAt: z.string() }),
  }),
}
