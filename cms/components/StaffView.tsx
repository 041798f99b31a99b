/**
 * One of our admin views (Insights, Translations) in Payload's default template (nav, header), as
 * https://payloadcms.com/docs/custom-components/custom-views shows. A custom view is not behind
 * Payload's sign-in redirect, so a visitor without a session is sent to the sign-in page (and back to
 * `back`, the view's path with its query); a member sees `staffOnly`, staff the view.
 */
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import type { ReactNode } from 'react'

export function staffOrSignIn({ initPageResult }: AdminViewServerProps, back: `/${string}`): boolean {
  const { payload, user } = initPageResult.req
  const config = payload.config
  if (!user) {
    // Payload takes the whole path, the query included.
    const login = formatAdminURL({ adminRoute: config.routes.admin, path: config.admin.routes.login })
    redirect(
      `${login}?${new URLSearchParams({ redirect: formatAdminURL({ adminRoute: config.routes.admin, path: back }) })}`,
    )
  }
  return user.collection === 'users'
}

export function StaffView({
  props,
  viewType,
  staffOnly,
  children,
}: {
  props: AdminViewServerProps
  viewType: string
  /** What someone signed in who is not staff sees, in their language. */
  staffOnly: string
  /** The view for staff; null for anyone else. */
  children: ReactNode | null
}) {
  const { initPageResult, params, searchParams } = props
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      viewType={viewType}
      // A copy: React 19 refuses the read-only object itself (as Payload's own root view does).
      visibleEntities={{ collections: [...visibleEntities.collections], globals: [...visibleEntities.globals] }}
    >
      <Gutter>{children ?? <p style={{ padding: '40px 0' }}>{staffOnly}</p>}</Gutter>
    </DefaultTemplate>
  )
}
