import { existsSync, readFileSync } from 'node:fs'
import { LOCALES } from '../../../src/contract/locales'
import type { DemoSettings, DemoText } from './types'

/** The terms in each language: short paragraphs separated by a blank line, a lead phrase first (terms/<locale>.md). */
function termsText(): DemoText {
  const file = (locale: string) => new URL(`./terms/${locale}.md`, import.meta.url)
  const text = (locale: string) => readFileSync(file(locale), 'utf8').trimEnd()
  return Object.fromEntries(LOCALES.filter((l) => existsSync(file(l))).map((l) => [l, text(l)])) as DemoText
}

export const settings: DemoSettings = {
  winery_name: 'Norte',
  website: 'https://norte-wines.example',
  contact_email: 'hello@norte-wines.example',
  social: [
    { key: 'instagram', val: 'https://www.instagram.com/norte.wines.example' },
    { key: 'facebook', val: 'https://www.facebook.com/norte.wines.example' },
    { key: 'youtube', val: 'https://www.youtube.com/@norte.wines.example' },
  ],
  podcast: [{ key: 'podcast', val: 'https://podcast.norte-wines.example' }],
  terms: termsText(),
}
