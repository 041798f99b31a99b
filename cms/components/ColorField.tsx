'use client'
import { getTranslation } from '@payloadcms/translations'
import { TextField, useField, useFormFields, useTranslation } from '@payloadcms/ui'
import type { TextFieldClientComponent, TextFieldClientProps } from 'payload'
import type { AdminTextKey } from '../i18n/adminTextIn'
import { CONTRAST_TEXT, contrastVerdict, siblingPath, toLongHex } from './colorPair'
import { useAdminText } from './useAdminText'

/**
 * Set through `clientProps` by `colorField(..., { contrastWith })` in cms/fields/common.ts: the sibling
 * field behind this colour, and its label as the English key, shown in the staff member's language.
 */
type PairProps = { contrastWith?: string; contrastWithLabel?: AdminTextKey }

/**
 * A hex colour field with a colour picker beside it; a text colour also shows a sample on the
 * colour behind it and warns below 4.5:1 (DESIGN.md), live as staff type.
 */
export const ColorField: TextFieldClientComponent = (props) => {
  const { path, contrastWith, contrastWithLabel } = props as TextFieldClientProps & PairProps
  const text = useAdminText()
  const { i18n } = useTranslation()
  const { value, setValue } = useField<string>({ path })
  const pair = useFormFields(([fields]) => (contrastWith ? fields[siblingPath(path, contrastWith)]?.value : undefined))
  const hex = toLongHex(value)
  const verdict = contrastWith
    ? contrastVerdict(value, pair, text(contrastWithLabel ?? 'Background colour'), {
        readable: text(CONTRAST_TEXT.readable),
        unreadable: text(CONTRAST_TEXT.unreadable),
      })
    : null
  const fieldLabel = props.field?.label
  const pickText = text('Pick {{label, lowercase}}', {
    label: fieldLabel ? getTranslation(fieldLabel, i18n) : 'colour',
  })
  const readOnly = Boolean(props.readOnly || props.field?.admin?.readOnly)
  return (
    // Payload spaces the fields it renders itself; this wrapper keeps the same rhythm.
    <div
      className="wc-color-field"
      data-testid={`color-field-${path}`}
      style={{ marginBottom: 'var(--spacing-field, 24px)' }}
    >
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <TextField {...props} />
        </div>
        <input
          type="color"
          aria-label={pickText}
          value={hex ?? '#000000'}
          disabled={readOnly}
          onChange={(e) => setValue(e.target.value)}
          style={{
            width: 44,
            height: 40,
            marginTop: 26,
            padding: 2,
            border: '1px solid var(--theme-elevation-250)',
            borderRadius: 4,
            background: 'var(--theme-input-bg)',
            cursor: readOnly ? 'default' : 'pointer',
          }}
        />
      </div>
      {verdict && (
        <div
          role="status"
          data-readable={verdict.readable}
          style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '8px 0 0' }}
        >
          <span
            aria-hidden="true"
            style={{
              flex: 'none',
              padding: '6px 12px',
              borderRadius: 4,
              color: String(value),
              background: String(pair),
              border: '1px solid var(--theme-elevation-150)',
              fontWeight: 600,
            }}
          >
            Aa
          </span>
          <span
            style={{
              color: verdict.readable ? 'var(--theme-success-750, inherit)' : 'var(--theme-error-750, #b3261e)',
              fontWeight: verdict.readable ? 400 : 600,
            }}
          >
            {verdict.readable ? '✓ ' : '⚠ '}
            {verdict.text}
          </span>
        </div>
      )}
    </div>
  )
}
