/**
 * What payload.config.ts adds to Payload's translations, per language: Payload's words we change
 * (cms/i18n/adminLanguages.ts), and our own texts as one namespace (cms/i18n/adminTextIn.ts reads it),
 * so the browser gets the staff member's language only.
 */
import { ADMIN_LANGUAGES, ADMIN_SETTINGS_HEADING, MENDED_PAYLOAD_WORDS, type AdminLanguage } from './adminLanguages'
import { ADMIN_TEXTS_BY_LANGUAGE } from './adminText'
import { ADMIN_TEXT_NAMESPACE, LANGUAGE_MARK } from './adminTextIn'

export const ADMIN_TRANSLATIONS = Object.fromEntries(
  (Object.keys(ADMIN_LANGUAGES) as AdminLanguage[]).map((lang) => [
    lang,
    {
      general: { payloadSettings: ADMIN_SETTINGS_HEADING[lang], ...MENDED_PAYLOAD_WORDS[lang] },
      [ADMIN_TEXT_NAMESPACE]: { [LANGUAGE_MARK]: lang, ...(lang === 'en' ? {} : ADMIN_TEXTS_BY_LANGUAGE[lang]) },
    },
  ]),
)
