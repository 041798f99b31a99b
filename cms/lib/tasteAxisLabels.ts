import type { TasteAxis } from '../../src/contract/constants'
import type { AdminTextKey } from '../i18n/adminTextIn'

/** The palate's taste axes as the admin names them: a wine's palate fields and the Insights' palates. */
export const TASTE_AXIS_LABELS: Record<TasteAxis, AdminTextKey> = {
  fruit: 'Fruit',
  body: 'Body',
  tannin: 'Tannin',
  acidity: 'Acidity',
  sweetness: 'Sweetness',
  oak: 'Oak',
}
