/**
 * "Insights" in the admin's nav, after the collections (payload.config.ts admin.components.afterNavLinks),
 * in the staff member's language; the link itself is NavLinkClient.tsx, which knows the current page.
 */
import { adminText } from '../../i18n/adminText'
import { InsightsNavLinkClient } from './NavLinkClient'

export function InsightsNavLink() {
  return <InsightsNavLinkClient label={adminText('Insights')} />
}
