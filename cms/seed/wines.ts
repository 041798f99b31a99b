/** The wines, each with its bottle, colour, aroma and flavour slides, stories, food pairings, range and e-label. */
import { generateNKeysBetween } from 'payload/shared'
import { demo } from './data'
import type { Art, DemoText } from './data/types'
import { type Data, localesOf, pick, sameInEveryLocale, type Seeder, type TextLocale } from './seeder'
import { siteStrings } from '../translations/siteStrings'
import { LOCALES } from '../../src/contract/locales'

/** A colour, aroma or flavour picture's alt text in every locale: the wine's name and the aspect as the site names it. */
function aspectAlt(wine: string, aspect: 'colour' | 'aroma' | 'flavour'): DemoText {
  return Object.fromEntries(
    LOCALES.map((l) => [l, `${wine}: ${siteStrings(l).get(`catalogue.viewer.aspect.${aspect}`) ?? aspect}`]),
  ) as DemoText
}

const { wines, labels } = demo

const rowId = (previous: Data | undefined, field: string, i: number) => previous?.[field]?.[i]?.id

/** A wine's e-label group in one locale (cms/fields/label.ts); ingredient rows keep their ids across locales. */
function labelFields(label: (typeof demo.labels)[string] | undefined, l: TextLocale, previous?: Data) {
  if (!label) return undefined
  return {
    ...label,
    ingredients: label.ingredients.map((x, i) => ({
      id: rowId(previous?.label, 'ingredients', i),
      category: x.category,
      name: x.name[l],
      allergen: x.allergen,
    })),
    packaging: label.packaging[l],
  }
}

/**
 * A wine's full-screen slides (its stories, its food pairings) in one locale: each row's title, text and
 * portrait picture, then how the slide sets its text. Rows keep their ids across locales.
 */
function slides<T extends { description: DemoText; art: Art }>(
  s: Seeder,
  previous: Data | undefined,
  field: 'stories' | 'foods',
  rows: T[],
  titleField: keyof T & string,
  l: TextLocale,
  look: (x: T) => Data,
): Promise<Data[]> {
  return Promise.all(
    rows.map(async (x, i) => {
      const title = x[titleField] as DemoText
      return {
        id: rowId(previous, field, i),
        [titleField]: title[l],
        description: x.description[l],
        image: await s.image(x.art, 'portrait', title),
        ...look(x),
      }
    }),
  )
}

/** The wines' orderable keys in the order they are listed: set, not left to each wine's save, which run side by side. */
const CAROUSEL_KEYS = generateNKeysBetween(null, null, wines.length)

/** One task a wine, to run side by side with the other sections; each logs a progress line when its wine is done. */
export function wineSections(s: Seeder, log: (line: string) => void): (() => Promise<void>)[] {
  let winesDone = 0
  return wines.map((w) => async () => {
    const locales = localesOf(
      w.grape_variety,
      w.description,
      ...w.stories.flatMap((x) => [x.title, x.description]),
      ...w.foods.flatMap((x) => [x.name, x.description]),
    )
    await s.upsert('wines', { slug: { equals: w.slug } }, locales, async (l, prev) => ({
      name: w.name,
      slug: w.slug,
      harvest: w.harvest,
      style: w.style,
      url: w.url,
      // The carousel's order (Payload's orderable keys), as listed here.
      _order: CAROUSEL_KEYS[wines.indexOf(w)],
      countries: w.countries,
      grape_variety: w.grape_variety[l],
      description: w.description[l],
      image: await s.image(w.bottle, 'bottle', sameInEveryLocale(`${w.name} ${w.harvest}`)),
      caf: Object.fromEntries(
        await Promise.all(
          (['colour', 'aroma', 'flavour'] as const).map(async (k) => [
            k,
            {
              ...w.caf[k],
              art: undefined,
              text: w.caf[k].text[l],
              image: await s.image(w.caf[k].art, 'portrait', aspectAlt(w.name, k)),
            },
          ]),
        ),
      ),
      stories: await slides(
        s,
        prev,
        'stories',
        w.stories,
        'title',
        l,
        pick('text_position', 'text_color', 'text_background_color'),
      ),
      foods: await slides(s, prev, 'foods', w.foods, 'name', l, pick('text_position', 'background_text', 'text_color')),
      portfolio: await Promise.all(
        w.portfolio.map(async (x, i) => ({
          id: rowId(prev, 'portfolio', i),
          name: x.name,
          description: x.description[l],
          image: await s.image(x.art, x.art.kind === 'bottle' ? 'bottle' : 'portrait', sameInEveryLocale(x.name)),
        })),
      ),
      taste_profile: w.taste_profile,
      label: labelFields(labels[w.slug], l, prev),
    }))
    log(s.progress(`wine ${++winesDone} of ${wines.length}, ${w.name}`))
  })
}
