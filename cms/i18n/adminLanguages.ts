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

export const ADMIN_LANGUAGES = { en, ja, es, nl, fr, da, de, pt, ko, zh, 'zh-TW': zhTw }

/** The admin's language keys, in the site's locale order. */
export type AdminLanguage = keyof typeof ADMIN_LANGUAGES
