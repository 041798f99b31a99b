/**
 * The admin's Insights view at /admin/insights (payload.config.ts admin.components.views.insights), in
 * Payload's default template (cms/components/StaffView.tsx). GET /cms-api/insights refuses anyone but
 * staff as well.
 */
import type { AdminViewServerProps } from 'payload'
import { pool } from '../../api/db'
import { adminTextIn } from '../../i18n/adminTextIn'
import { currentInsights } from '../../insights/endpoint'
import { StaffView, staffOrSignIn } from '../StaffView'
import { Insights } from './Insights'
import { choiceFromParams, choiceParams, rangeOf, today, validRange } from './period'

export async function InsightsView(props: AdminViewServerProps) {
  const { payload, i18n } = props.initPageResult.req
  // Back here after signing in, with the same period and country.
  const initial = choiceFromParams(props.searchParams, today())
  const staff = staffOrSignIn(props, `/insights?${choiceParams(initial)}`)
  // The first figures come with the page (no wait for the page's own request once it has loaded).
  const range = rangeOf(initial, today())
  const first =
    staff && validRange(range.from, range.to)
      ? await currentInsights(pool(payload), { ...range, country: initial.country }).catch(() => null)
      : null
  return (
    <StaffView props={props} viewType="insights" staffOnly={adminTextIn(i18n, 'Only staff can see insights.')}>
      {staff ? <Insights initial={initial} first={first} /> : null}
    </StaffView>
  )
}
