/** The translated strings the catalogue's islands get as props (no i18n runtime in the browser). */
import type { Locale } from '../../contract/locales'
import type { ViewerStrings } from '../../islands/catalogue/StoryViewer'
import { t } from '../i18n'
import type { ViewerKind } from './slides'

const VIEWER_KEYS = [
  'close', 'paused', 'seeMore', 'seeLess', 'slideOf', 'previous', 'next', 'help', 'stars', 'rateWine', 'rate.colour', 'rate.aroma', 'rate.flavour',
  'saved', 'saveFailed', 'savedLocally', 'ratingSiteTitle', 'ratingSiteText', 'ratingSiteButton', 'joinTitle', 'joinText', 'joinButton',
  'thanksTitle', 'thanksText', 'thanksButton', 'aspect.colour', 'aspect.aroma', 'aspect.flavour',
] as const

export function viewerStrings(locale: Locale, kind: ViewerKind): ViewerStrings {
  // The island fills {{n}} and {{count}} itself: keep them out of i18next's interpolation.
  const raw = (key: string) => t(locale, key, { interpolation: { prefix: '\u0000[', suffix: ']\u0000' } })
  const out = Object.fromEntries(VIEWER_KEYS.map((k) => [k, raw(`catalogue.viewer.${k}`)])) as Record<string, string>
  return {
    ...out,
    title: t(locale, `catalogue.viewer.titles.${kind}`),
    newTab: t(locale, 'catalogue.newTab'),
    preview: t(locale, 'catalogue.preview'),
    previewMissing: t(locale, 'catalogue.previewMissing'),
    loading: t(locale, 'catalogue.loading'),
  } as ViewerStrings
}
