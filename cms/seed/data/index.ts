/** The demo content with every text in every locale (translate.ts): what the seed writes. */
import * as content from './content'
import { settings } from './settings'
import { dictionary, TRANSLATED_LOCALES, translated } from './translate'
import { labels } from './labels'
import { wines } from './wines'

/** The data as written, English texts only (plus inline translations): the dictionaries' source. */
export const source = { wines, labels, settings, ...content }

export const demo = translated(source, Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, dictionary(l)])))
