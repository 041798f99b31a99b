/**
 * The admin's Translations view at /admin/translations (payload.config.ts admin.components.views), in
 * Payload's default template (cms/components/StaffView.tsx): the translation work of every document by
 * language, the round trip to translators in XLIFF, and the site's own strings a language lacks. The
 * work comes with the page.
 */
import type { AdminViewServerProps } from 'payload'
import { translationWork } from '../../translations/endpoint'
import { StaffView, staffOrSignIn } from '../StaffView'
import { Translations } from './Translations'
import { staffOnlyTranslations, translationsTexts } from './texts'

export async function TranslationsView(props: AdminViewServerProps) {
  const staff = staffOrSignIn(props, '/translations')
  const work = staff ? await translationWork(props.initPageResult.req.payload) : null
  return (
    <StaffView props={props} viewType="translations" staffOnly={staffOnlyTranslations()}>
      {work ? <Translations texts={translationsTexts()} initial={work} /> : null}
    </StaffView>
  )
}
