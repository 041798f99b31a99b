import { describe, expect, it } from 'vitest'
import { pick, pickLang } from '../../src/contract/localize'
import { baseSlides } from '../../src/lib/catalogue/slides'

describe('analytics and localized API fields', () => {
  it('reads a localized map or a plain string', () => {
    expect(pick({ en: 'Hello', pt: 'Olá' }, 'pt')).toBe('Olá')
    expect(pick({ en: 'Hello' }, 'ja')).toBe('Hello')
    expect(pick('Plain', 'ja')).toBe('Plain')
    expect(pick(null, 'en')).toBe('')
  })
})

describe('pickLang: the language of a fallback text (docs/decisions.md, Every language first-class)', () => {
  it('is undefined for the visitor’s own language, the fallback’s tag otherwise', () => {
    expect(pickLang({ en: 'Dark plum', ja: '黒いプラム' }, 'ja')).toBeUndefined()
    expect(pickLang({ en: 'Dark plum', ja: '' }, 'ja')).toBe('en')
    expect(pickLang({ en: 'Dark plum' }, 'zh')).toBe('en')
    expect(pickLang({ zh: '黑李' }, 'ja')).toBe('zh-Hans')
    expect(pickLang('already resolved', 'ja')).toBeUndefined()
    expect(pickLang(null, 'ja')).toBeUndefined()
  })

  it('marks a story slide whose text falls back, and only that text', () => {
    const [slide] = baseSlides(
      {
        stories: [
          {
            id: 's',
            title: { en: 'Granite', de: 'Granit' },
            description: { en: 'Carved in 1890.' },
            image: null,
            text_position: 'bottom',
            text_color: null,
            text_background_color: null,
          },
        ],
      } as never,
      'stories',
      'de',
      { colour: '', aroma: '', flavour: '' },
    )
    expect(slide).toMatchObject({ title: 'Granit', text: 'Carved in 1890.', textLang: 'en' })
    expect(slide).not.toHaveProperty('titleLang')
  })
})
