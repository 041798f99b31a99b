/**
 * The admin's Translations view at /admin/translations (payload.config.ts admin.components.views), in
 * Payload's default template (cms/components/StaffView.tsx): the translation work of every document by
 * language, the round trip to translators in XLIFF, and the site's own strings a language lacks. The
 * work comes with the page.
 */
import type { AdminViewServerProps } from 'payload'
import { adminTextIn } from '../../i18n/adminTextIn'
import { translationWork } from '../../translations/endpoint'
import { StaffView, staffOrSignIn } from '../StaffView'
import { Translations } from './Translations'

export async function TranslationsView(props: AdminViewServerProps) {
  const staff = staffOrSignIn(props, '/translations')
  const { req } = props.initPageResult
  const work = staff ? await translationWork(req) : null
  return (
    <StaffView
      props={props}
      viewType="translations"
      staffOnly={adminTextIn(req.i18n, 'Only staff can see the translation work.')}
    >
      {work ? <Translations initial={work} /> : null}
    </StaffView>
  )
}
