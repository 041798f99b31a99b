/**
 * "Insights" and "Translations" in the admin's nav, after the collections (payload.config.ts
 * admin.components.afterNavLinks), in the staff member's language; each link is AdminNavLink.tsx,
 * which knows the current page.
 */
import { AdminNavLink } from '../AdminNavLink'

export function InsightsNavLink() {
  return <AdminNavLink label="Insights" view="insights" />
}

export function TranslationsNavLink() {
  return <AdminNavLink label="Translations" view="translations" />
}
