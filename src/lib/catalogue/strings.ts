/** The translated strings the story viewer island gets as props (no i18n runtime in the browser). */
import type { Locale } from '../../contract/locales'
import { islandStrings, t } from '../i18n'
import type { ViewerKind } from './slides'
import type { ViewerStrings } from './viewer'

export function viewerStrings(locale: Locale, kind: ViewerKind): ViewerStrings {
  return {
    ...islandStrings(locale, 'catalogue.viewer', ['']),
    title: t(locale, `catalogue.viewer.titles.${kind}`),
    newTab: t(locale, 'catalogue.newTab'),
    preview: t(locale, 'catalogue.preview'),
    previewMissing: t(locale, 'catalogue.previewMissing'),
    loading: t(locale, 'catalogue.loading'),
    savedOffline: t(locale, 'members.sync.queued'),
  } as ViewerStrings
}
