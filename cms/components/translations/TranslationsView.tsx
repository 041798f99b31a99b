/**
 * The admin's Translations view at /admin/translations (payload.config.ts admin.components.views), in
 * Payload's default template as the Insights view is: the translation work of every document by
 * language, the round trip to translators in XLIFF, and the site's own strings that a language lacks.
 * The work comes with the page; a visitor without a session is sent to sign in.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { getTranslation } from '@payloadcms/translations'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { translationWork } from '../../translations/endpoint'
import { Translations } from './Translations'
import { staffOnlyTranslations, translationsTexts } from './texts'

export async function TranslationsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const { payload, user, i18n } = req
  const config = payload.config
  if (!user) {
    const here = formatAdminURL({ adminRoute: config.routes.admin, path: '/translations' })
    const login = formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.login })
    redirect(`${login}?${new URLSearchParams({ redirect: here })}`)
  }
  const staff = user.collection === 'users'
  const work = staff ? await translationWork(payload) : null
  return (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      viewType="translations"
      visibleEntities={{ collections: [...visibleEntities.collections], globals: [...visibleEntities.globals] }}
    >
      <Gutter>
        {work ? (
          <Translations texts={translationsTexts()} initial={work} />
        ) : (
          <p style={{ padding: '40px 0' }}>{getTranslation(staffOnlyTranslations(), i18n)}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
