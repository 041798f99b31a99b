/**
 * Five stars, no cancel (spec §5, §9). Interactive: a radio group of native radios (arrow keys move and
 * choose, each choice calls onChange at once, as a tap does); screen readers hear "Your rating, 3 of 5".
 * Read-only: one image with the rating as its name. Shared by the member screens and the story viewers.
 */
import { useId, useState } from 'react'
import { STARS } from '../../contract/constants'
import { fill } from '../../contract/format'
import './stars.css'

export type StarsProps = {
  value: number
  onChange?: (value: number) => void
  readOnly?: boolean
  /** The group's name for screen readers ("Your rating"). */
  label: string
  /** Each star's name, with {{n}} and {{total}} ("{{n}} of {{total}}"). */
  starLabel?: string
  /** The read-only image's name, with {{n}} and {{total}} ("Rated {{n}} of {{total}}"); {{n}} is 0 when unrated. */
  ratedLabel?: string
  /** Read-only and unrated. */
  notRatedLabel?: string
  size?: 'sm' | 'md' | 'lg'
  /** Light stars on a dark background. */
  onDark?: boolean
  /** Show the legend visibly (default: for screen readers only). */
  showLabel?: boolean
  disabled?: boolean
  className?: string
}

const starText = (text: string, n: number) => fill(text, { n, total: STARS })

function Star({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={on ? 'on' : undefined}>
      <path d="M12 2.8l2.78 5.64 6.22.9-4.5 4.39 1.06 6.2L12 17.01l-5.56 2.92 1.06-6.2L3 9.34l6.22-.9L12 2.8z" />
    </svg>
  )
}

export default function Stars({
  value,
  onChange,
  readOnly = false,
  label,
  starLabel = '{{n}} of {{total}}',
  ratedLabel = '{{n}} of {{total}}',
  notRatedLabel,
  size = 'md',
  onDark = false,
  showLabel = false,
  disabled = false,
  className,
}: StarsProps) {
  const name = useId()
  const [hover, setHover] = useState(0)
  const cls = ['stars', `stars-${size}`, onDark ? 'stars-dark' : '', className ?? ''].filter(Boolean).join(' ')
  const shown = hover || value

  if (readOnly) {
    const text = value > 0 || !notRatedLabel ? starText(ratedLabel, value) : notRatedLabel
    return (
      <div className={`${cls} stars-readonly`} role="img" aria-label={`${label}: ${text}`} data-value={value}>
        {Array.from({ length: STARS }, (_, i) => (
          <span className="star" key={i}>
            <Star on={i < value} />
          </span>
        ))}
      </div>
    )
  }

  return (
    <fieldset
      className={cls}
      role="radiogroup"
      aria-labelledby={`${name}-legend`}
      data-value={value}
      disabled={disabled}
      onMouseLeave={() => setHover(0)}
    >
      <legend id={`${name}-legend`} className={showLabel ? 'stars-legend' : 'visually-hidden'}>
        {label}
      </legend>
      <div className="stars-row">
        {Array.from({ length: STARS }, (_, i) => {
          const n = i + 1
          const id = `${name}-${n}`
          return (
            <span className="star" key={n}>
              <input
                type="radio"
                id={id}
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange?.(n)}
                // A tap on the star already chosen saves again, as the old app did.
                onClick={() => value === n && onChange?.(n)}
              />
              <label htmlFor={id} onMouseEnter={() => setHover(n)}>
                <Star on={n <= shown} />
                <span className="visually-hidden">{starText(starLabel, n)}</span>
              </label>
            </span>
          )
        })}
      </div>
    </fieldset>
  )
}
