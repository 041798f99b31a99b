'use client'
import { useRowLabel } from '@payloadcms/ui'
import type { StaticLabel } from 'payload'
import { useSay } from './useSay'

/** Set through `clientProps` in cms/fields/label.ts, in every admin language (cms/i18n/adminText.ts). */
type Props = { fallback?: StaticLabel; allergen?: StaticLabel }

/** An e-label ingredient row titled by its name (in the language being edited), and "allergen" when it is one. */
export function IngredientRow({ fallback, allergen }: Props) {
  const { data, rowNumber } = useRowLabel<{ name?: string | null; allergen?: boolean | null }>()
  const say = useSay()
  const name = data?.name?.trim() || `${say(fallback, 'Ingredient')} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`
  return (
    <span>
      {name}
      {data?.allergen ? <strong style={{ marginInlineStart: 8 }}>· {say(allergen, 'Allergen')}</strong> : null}
    </span>
  )
}
