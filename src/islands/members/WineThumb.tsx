import type { WineInfo } from '../../lib/members/wines'

/** A wine's bottle picture from the build, or the API's image, at a fixed box (nothing shifts). */
export default function WineThumb({
  wine,
  fallback,
  size = 72,
  eager = false,
}: {
  wine?: WineInfo
  fallback?: string | null
  size?: number
  eager?: boolean
}) {
  const src = wine?.image.src ?? fallback
  if (!src)
    return <span className="m-thumb m-thumb-empty" style={{ width: size, height: size * 1.4 }} aria-hidden="true" />
  return (
    <img
      className="m-thumb"
      src={src}
      srcSet={wine?.image.srcset || undefined}
      sizes={wine?.image.srcset ? `${size}px` : undefined}
      width={size}
      height={Math.round(size * 1.4)}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
