import { describe, expect, it } from 'vitest'
import { LIST_CARDS, listCards, placeAttrs } from '../../src/lib/catalogue/listCards'
import type { ContentItem, Media } from '../../src/contract/snapshot'

const image: Media = {
  id: 'm1',
  url: '/media/a.jpg',
  mimeType: 'image/jpeg',
  width: 800,
  height: 500,
  alt: {},
  sizes: [],
  focal: null,
}
const base = { id: 'd1', order: 0, countries: ['US', 'PT'], image, description: { en: 'Text', pt: 'Texto' } }

describe('listCards', () => {
  it("discover cards carry the text in the visitor's language, over the picture, opening in a new tab", () => {
    const d: ContentItem<'discovers'> = {
      ...base,
      name: { en: 'Visit', pt: 'Visita' },
      link: 'https://x.example',
      align_content: 'center',
      text_color: '#ffffff',
    }
    expect(LIST_CARDS.discovers(d, 'pt').card).toEqual({
      id: 'd1',
      title: 'Visita',
      text: 'Texto',
      href: 'https://x.example',
      external: true,
      align: 'center',
      overlay: true,
      color: '#ffffff',
    })
  })

  it('enjoy cards sit below the picture, keep their background and count clicks under the English name', () => {
    const d: ContentItem<'enjoys'> = {
      ...base,
      name: { en: 'Tasting', pt: 'Prova' },
      link: null,
      align_content: 'left',
      text_color: null,
      background_color: '#f7f1e8',
    }
    const { card } = LIST_CARDS.enjoys(d, 'pt')
    expect(card).toMatchObject({
      title: 'Prova',
      overlay: false,
      background: '#f7f1e8',
      track: { category: 'enjoy', label: 'Tasting' },
    })
  })

  it('shop cards stay in the app for internal links and say which kind of link they are', () => {
    const d: ContentItem<'shops'> = {
      ...base,
      name: { en: 'Vendors' },
      text_color: null,
      background_color: null,
      link: { type: 'internal', path: '/vendors' },
    }
    expect(LIST_CARDS.shops(d, 'en')).toMatchObject({
      attrs: { 'data-link-type': 'internal' },
      card: { href: '/vendors', external: false },
    })
  })

  it('marks every club card new, and only the newest promotion; promotions carry where they may show', () => {
    const club: ContentItem<'clubs'> = { ...base, title: { en: 'Club' }, link: null }
    const promo = (newest: boolean): ContentItem<'promotions'> => ({
      ...base,
      title: { en: 'Promo' },
      link: null,
      newest,
      states: ['CA'],
    })
    expect(listCards('clubs', [club], 'en', 'New')[0].card.badge).toBe('New')
    expect(listCards('promotions', [promo(true), promo(false)], 'en', 'New').map((c) => c.card.badge)).toEqual([
      'New',
      null,
    ])
    expect(LIST_CARDS.promotions(promo(false), 'en', 'New').attrs).toEqual({
      'data-countries': 'US,PT',
      'data-states': 'CA',
      'data-zips': '',
    })
  })

  it('vendor cards are compact rows counted under the English shop name', () => {
    const v: ContentItem<'vendors'> = {
      ...base,
      shop_name: { en: 'Wine Shop', pt: 'Garrafeira' },
      link: null,
      states: [],
      zip_codes: ['94105'],
    }
    expect(LIST_CARDS.vendors(v, 'pt').card).toMatchObject({
      title: 'Garrafeira',
      compact: true,
      track: { category: 'vendor', label: 'Wine Shop' },
    })
    expect(placeAttrs(v)['data-zips']).toBe('94105')
  })
})
