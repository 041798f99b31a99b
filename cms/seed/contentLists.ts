/**
 * The lists of cards and popups beside the wines: experiences (discovers, enjoys), shops, vendors,
 * promotions, clubs and popups. Each is one collection whose documents share a shape: a name, most
 * often a description and a card picture, then fields of their own, and their place in the list.
 */
import { demo } from './data'
import type { Art, DemoText } from './data/types'
import { type Data, localesOf, pick, type Seeder } from './seeder'

const { discovers, enjoys, shops, vendors, promotions, localPromotions, clubs, popups, otherPopups } = demo

/** What the lists' items may share besides their name (popups have no picture, other popups no description). */
type ListItem = { description?: DemoText; art?: Art }

/**
 * Upserts a list's items in turn, each found by its English name; the document holds the name, the
 * description and the picture (where the item has them), then `fields`, then its place in the list.
 */
async function seedList<T extends ListItem>(
  s: Seeder,
  collection: string,
  items: T[],
  nameField: keyof T & string,
  fields: (d: T) => Data,
): Promise<void> {
  for (const [i, d] of items.entries()) {
    const name = d[nameField] as DemoText
    const texts = d.description ? [name, d.description] : [name]
    await s.upsert(collection, { [nameField]: { equals: name.en } }, localesOf(...texts), async (l) => ({
      [nameField]: name[l],
      ...(d.description && { description: d.description[l] }),
      ...(d.art && { image: await s.image(d.art, 'card', name) }),
      ...fields(d),
      order: i,
    }))
  }
}

/** One task a list, to run side by side with the wines (the lists' order is the order their pictures are asked for). */
export function contentListSections(s: Seeder): (() => Promise<void>)[] {
  return [
    () => seedList(s, 'discovers', discovers, 'name', pick('link', 'align_content', 'text_color', 'countries')),
    () =>
      seedList(
        s,
        'enjoys',
        enjoys,
        'name',
        pick('link', 'align_content', 'text_color', 'background_color', 'countries'),
      ),
    () =>
      seedList(s, 'shops', shops, 'name', (d) => ({
        text_color: d.text_color,
        background_color: d.background_color,
        link: { type: d.link_type, path: d.link },
        countries: d.countries,
      })),
    () => seedList(s, 'vendors', vendors, 'shop_name', pick('link', 'countries', 'states', 'zip_codes')),
    () => seedList(s, 'promotions', promotions, 'title', pick('link', 'newest', 'countries', 'states')),
    () => seedList(s, 'local-promotions', localPromotions, 'title', pick('link', 'countries', 'states', 'zip_codes')),
    () => seedList(s, 'clubs', clubs, 'title', pick('link', 'countries')),
    () => seedList(s, 'popups', popups, 'title', pick('countries')),
    () => seedList(s, 'other-popups', otherPopups, 'title', pick('link', 'countries')),
  ]
}
