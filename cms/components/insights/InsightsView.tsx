/**
 * The admin's Insights view at /admin/insights (payload.config.ts admin.components.views.insights), in
 * Payload's default template (nav, header) as https://payloadcms.com/docs/custom-components/custom-views
 * shows. A custom view is not behind Payload's sign-in redirect, so it sends a visitor without a session
 * to the sign-in page itself; GET /cms-api/insights refuses anyone but staff as well.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { getTranslation } from '@payloadcms/translations'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { Insights } from './Insights'
import { pool } from '../../api/db'
import { currentInsights } from '../../insights/endpoint'
import { choiceFromParams, choiceParams, rangeOf, today, validRange } from './period'
import { insightsTexts, staffOnly } from './texts'

export async function InsightsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const { payload, user, i18n } = req
  const config = payload.config
  if (!user) {
    // Back here after signing in, with the same period and country (Payload takes the whole path).
    const here = formatAdminURL({ adminRoute: config.routes.admin, path: '/insights' })
    const choice = choiceParams(choiceFromParams(searchParams, today()))
    const login = formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.login })
    redirect(`${login}?${new URLSearchParams({ redirect: `${here}?${choice}` })}`)
  }
  const staff = user.collection === 'users'
  // The first figures come with the page (no wait for the page's own request once it has loaded).
  const initial = choiceFromParams(searchParams, today())
  const range = rangeOf(initial, today())
  const first =
    staff && validRange(range.from, range.to)
      ? await currentInsights(pool(payload), { ...range, country: initial.country }).catch(() => null)
      : null
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
      viewType="insights"
      // A copy: React 19 refuses the read-only object itself (as Payload's own root view does).
      visibleEntities={{ collections: [...visibleEntities.collections], globals: [...visibleEntities.globals] }}
    >
      <Gutter>
        {staff ? (
          <Insights texts={insightsTexts()} initial={initial} first={first} />
        ) : (
          <p style={{ padding: '40px 0' }}>{getTranslation(staffOnly(), i18n)}</p>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
