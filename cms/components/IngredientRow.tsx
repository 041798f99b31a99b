'use client'
import { useRowLabel } from '@payloadcms/ui'
import { useAdminText } from './useAdminText'

/** An e-label ingredient row titled by its name (in the language being edited), and "allergen" when it is one. */
export function IngredientRow() {
  const { data, rowNumber } = useRowLabel<{ name?: string | null; allergen?: boolean | null }>()
  const text = useAdminText()
  const name = data?.name?.trim() || `${text('Ingredient')} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`
  return (
    <span>
      {name}
      {data?.allergen ? <strong style={{ marginInlineStart: 8 }}>· {text('Allergen')}</strong> : null}
    </span>
  )
}
