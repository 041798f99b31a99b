import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { inLocaleSchema, localizer, wineInLocale } from '../../src/contract/inLocale'
import { Heading, Localized, Media, type Wine } from '../../src/contract/snapshot'
import { ApiMedia, ApiWine } from '../../src/contract/api/wine'

const picture = (alt: Record<string, string>): Media => ({
  id: 'm1',
  url: '/media/bottle.png',
  mimeType: 'image/png',
  width: 600,
  height: 1200,
  alt,
  sizes: [{ url: '/media/bottle-300.webp', width: 300, height: 600 }],
  focal: null,
})
const panel = {
  image: null,
  text: { en: 'Ruby', pt: 'Rubi' },
  text_position: 'bottom',
  text_bg_color: null,
  text_color: null,
} as const

// Partial: a field the schema gains later is simply missing here (an empty text).
const given: Partial<Wine> = {
  id: 'w1',
  slug: 'norte-tinto',
  name: 'Norte Tinto',
  harvest: '2021',
  grape_variety: { en: 'Touriga Nacional', pt: 'Touriga Nacional' },
  description: { en: 'Dark fruit.', de: 'Dunkle Frucht.' },
  image: picture({ en: 'The bottle', pt: 'A garrafa' }),
  url: null,
  style: 'red',
  order: 3,
  countries: ['PT'],
  caf: { colour: panel, aroma: panel, flavour: panel },
  stories: [
    {
      id: 's1',
      title: {},
      description: { en: 'The hillside.' },
      image: picture({}),
      text_position: 'top',
      text_color: '#ffffff',
      text_background_color: null,
    },
  ],
  foods: [],
  portfolio: [],
  taste_profile: { fruit: 5 },
  label: null,
}
const wine = given as Wine

describe('a snapshot wine in one language (the API wine and the hub read it)', () => {
  it('gives each text in the language, else English, and drops what only the site reads', () => {
    const pt = wineInLocale(wine, 'pt')
    expect(pt.grape_variety).toBe('Touriga Nacional')
    expect(pt.description).toBe('Dark fruit.')
    expect(wineInLocale(wine, 'de').description).toBe('Dunkle Frucht.')
    expect(pt.image.alt).toBe('A garrafa')
    expect(pt.caf.colour.text).toBe('Rubi')
    expect(pt).not.toHaveProperty('order')
    expect(pt).not.toHaveProperty('label')
    expect(pt.taste_profile).toEqual({ fruit: 5 })
  })

  it("makes a missing text null and a missing heading '' (as the API has always answered)", () => {
    const story = wineInLocale(wine, 'fr').stories[0]!
    expect(story.title).toBe('')
    expect(story.image.alt).toBe('')
    expect(wineInLocale({ ...wine, description: {} }, 'fr').description).toBeNull()
  })

  it("answers what the API's derived schema declares, with no field beside it", () => {
    const item = { ...wineInLocale(wine, 'pt'), rating: { wine: 0, colour: 0, aroma: 0, flavour: 0 }, passport: [] }
    expect(ApiWine.strict().safeParse(item).success).toBe(true)
    expect(ApiMedia.strict().parse(item.image)).toEqual(item.image)
  })
})

describe('a schema in one language (inLocaleSchema)', () => {
  const Item = z.object({
    id: z.string(),
    note: Localized,
    title: Heading,
    rows: z.array(z.object({ text: Localized })).describe('The rows.'),
    plain: z.object({ n: z.number() }),
  })
  const schema = z.toJSONSchema(inLocaleSchema(Item)) as {
    properties: Record<string, { type?: unknown; description?: string; items?: unknown }>
  }

  it('declares a text as a string or null, a heading as a string, and keeps the rest and its descriptions', () => {
    expect(schema.properties.note).toEqual({ type: ['string', 'null'] })
    expect(schema.properties.title).toEqual({ type: 'string' })
    expect(schema.properties.rows?.description).toBe('The rows.')
    expect(schema.properties.rows?.items).toMatchObject({
      properties: { text: { type: ['string', 'null'] } },
    })
  })

  it('leaves a schema with no texts as it is', () => {
    const Plain = Item.shape.plain
    expect(inLocaleSchema(Plain)).toBe(Plain)
  })

  it('localizes by the same schema, field by field', () => {
    const item = localizer(Item)(
      { id: 'a', note: { en: 'n' }, title: { de: 'T' }, rows: [{ text: {} }], plain: { n: 1 }, extra: 1 } as z.input<
        typeof Item
      >,
      'de',
    )
    expect(item).toEqual({ id: 'a', note: 'n', title: 'T', rows: [{ text: null }], plain: { n: 1 } })
  })
})
