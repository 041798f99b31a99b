'use client'
import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import type { UIFieldClientComponent, UIFieldClientProps } from 'payload'
import { qrTarget } from '../qr/target'
import { useAdminText } from './useAdminText'

/** Set through `clientProps` in cms/collections/Wines.ts: the public origin the codes hold. */
type Props = { origin?: string; local?: boolean }

/**
 * In a wine's sidebar: its two QR codes for print, the EU e-label's and the hub's (cms/qr/endpoint.ts
 * draws them), each with its SVG and 1200 px PNG one click away, and for the e-label the words EU
 * practice prints beside it, and under each the address it holds. The codes follow the saved slug;
 * before the first save there is none. A local PUBLIC_URL (the demo's) is said before any download,
 * and each download asks again: a printed code that leads nowhere cannot be taken back.
 */
export const QrCodes: UIFieldClientComponent = (props) => {
  const t = props as UIFieldClientProps & Props
  const text = useAdminText()
  const { id, lastUpdateTime, data: saved } = useDocumentInfo()
  const savedSlug = typeof saved?.slug === 'string' ? saved.slug : null
  const origin = t.origin ?? ''
  const local = t.local ?? false
  const warning = text(
    'These codes hold a local address ({{origin}}) that no phone can open. Set PUBLIC_URL to the site’s public address before printing them.',
    { origin },
  )
  const confirmLocal = (e: { preventDefault(): void }) => {
    if (local && !window.confirm(warning)) e.preventDefault()
  }
  const ingredients = useFormFields(([fields]) => fields['label.ingredients'])
  const kj = useFormFields(([fields]) => fields['label.energy_kj']?.value)
  const kcal = useFormFields(([fields]) => fields['label.energy_kcal']?.value)
  const rows = ingredients?.rows?.length ?? (typeof ingredients?.value === 'number' ? ingredients.value : 0)
  const labelReady = rows > 0 && typeof kj === 'number' && typeof kcal === 'number'

  const codes = [
    { code: 'label', name: text('E-label: ingredients and nutrition'), ready: labelReady },
    { code: 'hub', name: text('Wine hub'), ready: true },
  ] as const
  const src = (code: string, format: string) =>
    `/cms-api/wines/${id}/qr?code=${code}&format=${format}&v=${lastUpdateTime ?? ''}`

  return (
    <section
      data-testid="qr-codes"
      aria-labelledby="qr-codes-title"
      style={{ marginBottom: 'var(--spacing-field, 24px)' }}
    >
      <h3 id="qr-codes-title" style={{ margin: '0 0 12px' }}>
        {text('QR codes')}
      </h3>
      {id && local && (
        <p
          role="note"
          data-testid="qr-local-warning"
          style={{
            margin: '0 0 12px',
            padding: '8px 10px',
            borderLeft: '3px solid var(--theme-warning-500)',
            background: 'var(--theme-warning-50, var(--theme-elevation-50))',
          }}
        >
          {warning}
        </p>
      )}
      {!id ? (
        <p style={{ color: 'var(--theme-elevation-650)' }}>{text('Save the wine to get its codes.')}</p>
      ) : (
        codes.map(({ code, name, ready }) => (
          <figure key={code} data-testid={`qr-${code}`} style={{ margin: '0 0 20px' }}>
            <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{name}</figcaption>
            {ready ? (
              <>
                <img
                  src={src(code, 'svg')}
                  alt={text('QR code for {{name}}', { name })}
                  width={160}
                  height={160}
                  style={{
                    display: 'block',
                    width: 160,
                    height: 160,
                    background: '#fff',
                    border: '1px solid var(--theme-elevation-150)',
                  }}
                />
                {savedSlug && (
                  <p
                    data-testid={`qr-${code}-address`}
                    style={{ margin: '6px 0 0', fontSize: 12, wordBreak: 'break-all' }}
                  >
                    {text('Opens {{address}}', { address: qrTarget(code, savedSlug, origin) })}
                  </p>
                )}
                {code === 'label' && (
                  <p style={{ margin: '8px 0 0' }}>
                    {text('Print next to it:')} <strong>{text('Ingredients and nutrition')}</strong>
                  </p>
                )}
                <p style={{ display: 'flex', gap: 16, margin: '8px 0 0' }}>
                  <a href={src(code, 'svg')} download onClick={confirmLocal}>
                    {text('Download SVG')}
                  </a>
                  <a href={src(code, 'png')} download onClick={confirmLocal}>
                    {text('Download PNG (1200 px)')}
                  </a>
                </p>
              </>
            ) : (
              <p style={{ color: 'var(--theme-elevation-650)', margin: 0 }}>
                {text('No e-label yet: add the ingredients and the energy in the E-label tab.')}
              </p>
            )}
          </figure>
        ))
      )}
    </section>
  )
}
