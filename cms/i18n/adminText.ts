/**
 * Our own words in the admin (collection and field names, descriptions, select options, validation
 * and colour-contrast messages, our components' texts) in every admin language. The English is the
 * source and the key (gettext's way: code says `adminText('Grape variety')`, readable where it is
 * used); cms/i18n/texts/<language>.json holds each other language, one file per language, the shape
 * translators' tools read (i18next JSON). Payload's i18n carries them: payload.config.ts registers
 * them as our namespace of `i18n.translations`, so a component reads the staff member's language
 * only (cms/i18n/adminTextIn.ts), and labels, descriptions and options are functions of the staff
 * member's language (`adminText`), which Payload calls when it makes the client config, so that
 * carries one language too. A text with no entry throws when the config loads, so nothing stays
 * English unseen.
 * Product words follow locales/glossary/*.json (Traditional Chinese is Payload's 'zh-TW', the site's
 * zh-Hant); French keeps its no-break spaces before : and ;. Placeholders are `{{name}}`, filled by
 * src/contract/format.ts `fill`; `{{label, lowercase}}` puts a value mid-sentence in lower case ("with
 * the background colour"), where a language that capitalises nouns writes `{{label}}`.
 */
import type { AdminLanguage } from './adminLanguages'
import { ADMIN_TEXT_NAMESPACE, LANGUAGE_MARK, type AdminTextKey } from './adminTextIn'
import da from './texts/da.json'
import de from './texts/de.json'
import es from './texts/es.json'
import fr from './texts/fr.json'
import ja from './texts/ja.json'
import ko from './texts/ko.json'
import nl from './texts/nl.json'
import pt from './texts/pt.json'
import zh from './texts/zh.json'
import zhTW from './texts/zh-TW.json'

/** One text in every admin language. */
export type AdminTexts = Record<AdminLanguage, string>

/** Each language but English (the source): English text → that language's (tests/unit/admin-text.test.ts: all filled in, all in use). */
export const ADMIN_TEXTS_BY_LANGUAGE: Record<Exclude<AdminLanguage, 'en'>, Record<string, string>> = {
  ja,
  es,
  nl,
  fr,
  da,
  de,
  pt,
  ko,
  zh,
  'zh-TW': zhTW,
}

/** The English texts (the keys), in the order the files keep. */
export const ADMIN_TEXT_KEYS: readonly string[] = Object.keys(ja)

/** Every language's text of one English text, as a record; throws for an English text with no entry. */
export function adminTexts(en: string): AdminTexts {
  if (!Object.hasOwn(ja, en))
    throw new Error(`cms/i18n/texts/*.json have no entry for ${JSON.stringify(en)}: add its translations there.`)
  const texts = { en } as AdminTexts
  for (const [language, dictionary] of Object.entries(ADMIN_TEXTS_BY_LANGUAGE))
    texts[language as AdminLanguage] = dictionary[en]
  return texts
}

/**
 * What Payload gives a label or description function: its i18n (fields, options, collection names),
 * or only its `t` (tabs, a collection's description), which answers our namespace's language mark
 * (cms/i18n/adminTranslations.ts). `t` is a method so that Payload's stricter `TFunction` fits.
 */
type LabelArgs = { i18n?: { language: string }; t?(key: string): string }

/** One of our texts as Payload's label and description functions are: the staff member's language of it. */
export type AdminText = (args: LabelArgs) => string

/** Whether a language code is one the admin speaks. */
export const isAdminLanguage = (language: string | undefined): language is AdminLanguage =>
  language === 'en' || (language !== undefined && Object.hasOwn(ADMIN_TEXTS_BY_LANGUAGE, language))

function languageOf({ i18n, t }: LabelArgs): AdminLanguage {
  const language = i18n?.language ?? t?.(`${ADMIN_TEXT_NAMESPACE}:${LANGUAGE_MARK}`)
  return isAdminLanguage(language) ? language : 'en'
}

/**
 * A label, description or option name for Payload, given in English: a function of the staff
 * member's language, so that Payload's client config (sent with every admin page) carries their
 * language only, not all eleven. Throws for an English text with no entry, when the config loads.
 */
export function adminText(en: string): AdminText {
  const texts = adminTexts(en)
  return (args) => texts[languageOf(args)]
}

/**
 * An English text handed to a component as a prop (a sibling field's label), checked here as
 * `adminText` checks: the component shows it in the staff member's language (cms/i18n/adminTextIn.ts).
 */
export function adminTextKey(en: string): AdminTextKey {
  adminTexts(en)
  return en as AdminTextKey
}

/** A brand name (Instagram, TikTok), written the same in every language. */
export function sameInEveryLanguage(name: string): AdminText {
  return () => name
}

/** One language of a text, for the messages Payload shows as given (validation errors); English for any other language. */
export function inLanguage(text: AdminText, language: string | undefined): string {
  return text({ i18n: { language: language ?? 'en' } })
}
