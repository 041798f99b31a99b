/**
 * The slides of the story viewers (spec §2 Story viewers, §3 Story, Food, Caf, Portfolio item), built
 * from a wine at build time, and the closing slides each audience gets (spec §4 closing slides).
 */
import type { Locale } from '../../contract/locales'
import type { Media, Wine } from '../../contract/snapshot'
import type { WineInLocale } from '../../contract/inLocale'
import { readableText } from '../../contract/contrast'
import { mediaPosition, mediaSrcset, mediaUrl } from './media'
import { pick, pickLang } from '../../contract/localize'

export type ViewerKind = 'portfolio' | 'stories' | 'pair' | 'caf'
export type CafAspect = 'colour' | 'aroma' | 'flavour'
type Position = 'top' | 'center' | 'bottom'

/** `position`: the crop's object-position from the focal point ('' for the middle). */
export type SlideMedia = {
  kind: 'image' | 'video'
  src: string
  srcset: string
  width: number | null
  height: number | null
  alt: string
  type: string
  position: string
}

export type ContentSlide = {
  type: 'content'
  id: string
  title: string
  text: string
  /** The language of the title / text when it is a fallback (pickLang), for their `lang` attribute. */
  titleLang?: string
  textLang?: string
  media: SlideMedia | null
  position: Position
  color: string
  background: string | null
  scrim: boolean
  /** caf slides: which aspect they describe (a rating slide follows for members and visitors). */
  aspect?: CafAspect
}
export type RateSlide = { type: 'rate'; id: string; aspect: 'wine' | CafAspect }
type RatingSiteSlide = { type: 'ratingSite'; id: string; url: string }
type JoinSlide = { type: 'join'; id: string }
type ThanksSlide = { type: 'thanks'; id: string }
export type Slide = ContentSlide | RateSlide | RatingSiteSlide | JoinSlide | ThanksSlide

export function slideMedia(media: unknown, alt: string): SlideMedia | null {
  if (!media) return null
  const m = media as Partial<Media>
  const src = mediaUrl(media, 640)
  if (!src) return null
  const type = m.mimeType ?? 'image/webp'
  return {
    kind: type.startsWith('video/') ? 'video' : 'image',
    src: type.startsWith('video/') ? (m.url ?? src) : src,
    srcset: mediaSrcset(media),
    width: m.width ?? null,
    height: m.height ?? null,
    alt,
    type,
    position: mediaPosition(media),
  }
}

const pos = (p: unknown): Position => (p === 'top' || p === 'center' || p === 'bottom' ? p : 'bottom')

/** A localized text and, when it falls back to another language, that language (pickLang). */
type Text = { text: string; lang?: string }
const local = (value: unknown, locale: Locale): Text => ({ text: pick(value, locale), lang: pickLang(value, locale) })

function content(
  id: string,
  heading: Text | string,
  body: Text,
  media: unknown,
  position: unknown,
  textColor: unknown,
  bg: unknown,
  aspect?: CafAspect,
): ContentSlide {
  const style = readableText(typeof textColor === 'string' ? textColor : null, typeof bg === 'string' ? bg : null)
  const { text: title, lang: titleLang } = typeof heading === 'string' ? { text: heading, lang: undefined } : heading
  const text = body.text
  return {
    type: 'content',
    id,
    title,
    text,
    ...(titleLang ? { titleLang } : {}),
    ...(body.lang ? { textLang: body.lang } : {}),
    media: slideMedia(media, title || text.slice(0, 80)),
    position: pos(position),
    color: style.color,
    background: style.background,
    scrim: style.scrim,
    ...(aspect ? { aspect } : {}),
  }
}

/** What a food and a story share: a description over a picture, the text placed and coloured by staff. */
type Pictured = { description: unknown; image: unknown; text_position?: unknown; text_color?: unknown }

/** A food's or a story's slide: its title field and its background field have different names. */
const picturedSlide = (id: string, title: unknown, item: Pictured, background: unknown, locale: Locale) =>
  content(
    id,
    local(title, locale),
    local(item.description, locale),
    item.image,
    item.text_position,
    item.text_color,
    background,
  )

type FoodLike = Pictured & { id: string; name: unknown; background_text?: unknown }

export function foodSlide(food: FoodLike, locale: Locale): ContentSlide {
  return picturedSlide(`food-${food.id}`, food.name, food, food.background_text, locale)
}

/** The caf slides' titles, from the viewer's translated strings. */
export function aspectTitles(
  strings: Record<'aspect.colour' | 'aspect.aroma' | 'aspect.flavour', string>,
): Record<CafAspect, string> {
  return { colour: strings['aspect.colour'], aroma: strings['aspect.aroma'], flavour: strings['aspect.flavour'] }
}

/** The hub's four viewers, in the order the hub offers them. */
export const VIEWER_KINDS = ['caf', 'stories', 'pair', 'portfolio'] as const satisfies readonly ViewerKind[]

/** The hub's ways in, in their order: a viewer with no slides of its own (no stories, foods or portfolio items) is not offered. */
export function hubViewers(wine: { stories?: unknown[]; foods?: unknown[]; portfolio?: unknown[] }): ViewerKind[] {
  const has = (list: unknown[] | undefined) => Array.isArray(list) && list.length > 0
  return VIEWER_KINDS.filter((kind) => kind === 'caf' || has(kind === 'pair' ? wine.foods : wine[kind]))
}

/** The wine's own slides for one viewer, in the content's order, texts in the visitor's language. */
export function baseSlides(
  /** The built wine, or a draft as the API answers it (its texts already in one language). */
  wine: Wine | WineInLocale,
  kind: ViewerKind,
  locale: Locale,
  aspectTitles: Record<CafAspect, string>,
): ContentSlide[] {
  switch (kind) {
    case 'portfolio':
      return wine.portfolio.map((p) =>
        content(`portfolio-${p.id}`, p.name, local(p.description, locale), p.image, 'bottom', null, null),
      )
    case 'stories':
      return wine.stories.map((s) => picturedSlide(`story-${s.id}`, s.title, s, s.text_background_color, locale))
    case 'pair':
      return wine.foods.map((f) => foodSlide(f, locale))
    case 'caf':
      return (['colour', 'aroma', 'flavour'] as const).map((a) => {
        const panel = wine.caf[a]
        return content(
          `caf-${a}`,
          aspectTitles[a],
          local(panel.text, locale),
          panel.image,
          panel.text_position,
          panel.text_color,
          panel.text_bg_color,
          a,
        )
      })
  }
}

/**
 * The whole sequence: stories end with the rate-the-wine slide for members, the rating site and the
 * membership invitation for visitors. Caf puts a rating slide after each aspect (members save it,
 * visitors keep it on the device), then the thank-you (members) or the two visitor slides.
 */
export function withClosings(base: ContentSlide[], kind: ViewerKind, member: boolean, wineUrl: string | null): Slide[] {
  const visitorEnd = (): Slide[] => [
    ...(wineUrl ? [{ type: 'ratingSite', id: 'rating-site', url: wineUrl } as const] : []),
    { type: 'join', id: 'join' } as const,
  ]
  if (kind === 'stories')
    return [...base, ...(member ? [{ type: 'rate', id: 'rate-wine', aspect: 'wine' } as const] : visitorEnd())]
  if (kind === 'caf') {
    const out: Slide[] = []
    for (const s of base) {
      out.push(s)
      if (s.aspect) out.push({ type: 'rate', id: `rate-${s.aspect}`, aspect: s.aspect })
    }
    return [...out, ...(member ? [{ type: 'thanks', id: 'thanks' } as const] : visitorEnd())]
  }
  return base
}
