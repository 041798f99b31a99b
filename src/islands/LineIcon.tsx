/** The islands' line icons (24px grid, the look of `.line-icon` in base.css, decorative): one or more SVG paths. */
export function LineIcon({
  d,
  size = 20,
  strokeWidth = 2,
  className,
}: {
  d: string | readonly string[]
  size?: number
  strokeWidth?: number
  className?: string
}) {
  return (
    <svg
      className={className ? `line-icon ${className}` : 'line-icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      {[d].flat().map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  )
}

/** The down chevron of the gate's language select and country list. */
export const Chevron = () => <LineIcon className="gate-chevron" d="m6 9 6 6 6-6" />
