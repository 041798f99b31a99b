/**
 * Payload's own admin translations for the site's 11 locales (Traditional Chinese is Payload's
 * 'zh-TW'), imported one by one so the admin bundle carries these and no other language.
 */
import { da } from '@payloadcms/translations/languages/da'
import { de } from '@payloadcms/translations/languages/de'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { ja } from '@payloadcms/translations/languages/ja'
import { ko } from '@payloadcms/translations/languages/ko'
import { nl } from '@payloadcms/translations/languages/nl'
import { pt } from '@payloadcms/translations/languages/pt'
import { zh } from '@payloadcms/translations/languages/zh'
import { zhTw } from '@payloadcms/translations/languages/zhTw'

/** Japanese named in Japanese in the language list, as Payload names every other language in itself. */
const jaNamedInJapanese = {
  ...ja,
  translations: { ...ja.translations, general: { ...ja.translations.general, thisLanguage: '日本語' } },
}

export const ADMIN_LANGUAGES = { en, ja: jaNamedInJapanese, es, nl, fr, da, de, pt, ko, zh, 'zh-TW': zhTw }

/** The admin's language keys, in the site's locale order. */
export type AdminLanguage = keyof typeof ADMIN_LANGUAGES

/** Payload's own words we change: the account screen's "Payload Settings" heading (this admin is the winery's). */
export const ADMIN_SETTINGS_HEADING: Record<AdminLanguage, string> = {
  en: 'Admin settings',
  ja: '管理画面の設定',
  es: 'Ajustes del panel',
  nl: 'Beheerinstellingen',
  fr: 'Réglages de l’administration',
  da: 'Indstillinger for administrationen',
  de: 'Einstellungen des Adminbereichs',
  pt: 'Preferências da administração',
  ko: '관리자 설정',
  zh: '管理设置',
  'zh-TW': '管理設定',
}
/**
 * Payload's words that read wrong in a language: the schedule drawer's "Time" (a clock time, not
 * duration or weather: pt "Tempo", fr "Temps", ja "時間"), Japanese "Untitled" left in English.
 */
export const MENDED_PAYLOAD_WORDS: Partial<Record<AdminLanguage, Record<string, string>>> = {
  ja: { time: '時刻', untitled: '無題' },
  fr: { time: 'Heure' },
  de: { time: 'Uhrzeit' },
  pt: { time: 'Hora' },
  ko: { time: '시각' },
}
