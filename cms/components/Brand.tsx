/**
 * The winery's mark in its admin (Payload `admin.components.graphics`): its logo on the sign-in page
 * (the light one in the dark theme) with its name as the alternative text, its compass in the nav.
 * The pictures are the site's own (/brand, public/brand).
 */
import type { Payload } from 'payload'

async function wineryName(payload: Payload | undefined): Promise<string> {
  try {
    const settings = (await payload?.findGlobal({ slug: 'settings', depth: 0 })) as { winery_name?: string } | undefined
    return settings?.winery_name || ''
  } catch {
    return ''
  }
}

export async function BrandLogo({ payload }: { payload?: Payload }) {
  const name = await wineryName(payload)
  return (
    <span className="brand-logo">
      <img className="brand-logo__on-light" src="/brand/logo.svg" alt={name} width={240} height={42} />
      <img className="brand-logo__on-dark" src="/brand/logo-light.svg" alt={name} width={240} height={42} />
    </span>
  )
}

export function BrandIcon() {
  return <img className="brand-icon" src="/brand/compass-mark.svg" alt="" width={26} height={26} />
}
