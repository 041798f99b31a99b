'use client'
import { useFormFields } from '@payloadcms/ui'
import { useAdminText } from './useAdminText'

/**
 * Under a document's countries: a warning while none is chosen, for such a document is shown to no
 * visitor at all (a draft may well be saved so; staff should know it, not guess).
 */
export function NoCountryWarning() {
  const text = useAdminText()
  const countries = useFormFields(([fields]) => fields.countries?.value)
  if (Array.isArray(countries) && countries.length > 0) return null
  return (
    <p
      role="status"
      data-testid="no-country-warning"
      style={{ margin: '8px 0 0', color: 'var(--theme-warning-750, #8a5a00)', fontWeight: 600 }}
    >
      {text('Shown to nobody: choose at least one country.')}
    </p>
  )
}
