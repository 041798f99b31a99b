'use client'
import { Link, useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import type { AdminTextKey } from '../i18n/adminTextIn'
import { useAdminText } from './useAdminText'

/**
 * A link in the admin's nav to one of our views (/admin/insights, /admin/translations), drawn as
 * Payload draws its own (nav__link), marked while it is the page.
 */
export function AdminNavLink({ label, view }: { label: AdminTextKey; view: string }) {
  const text = useAdminText()
  const pathname = usePathname()
  const { config } = useConfig()
  const href = formatAdminURL({ adminRoute: config.routes.admin, path: `/${view}` })
  const current = pathname === href || pathname.startsWith(`${href}/`)
  return (
    <div style={{ width: '100%', marginBottom: 'calc(var(--base) * 0.5)' }}>
      <Link
        id={`nav-${view}`}
        className="nav__link"
        href={href}
        prefetch={false}
        aria-current={current ? 'page' : undefined}
        data-testid={`${view}-nav-link`}
      >
        {current && <div className="nav__link-indicator" />}
        <span className="nav__link-label">{text(label)}</span>
      </Link>
    </div>
  )
}
