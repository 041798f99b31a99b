/** The top of the viewer: a progress bar a slide (the current one follows the clock), the wine, the close button. */
import { LineIcon } from '../LineIcon'
import type { Ref } from 'react'

type Props = {
  ids: string[]
  index: number
  fill: Ref<HTMLSpanElement>
  wineName: string
  label: string
  hubHref: string
  closeLabel: string
}

export function ViewerTop({ ids, index, fill, wineName, label, hubHref, closeLabel }: Props) {
  return (
    <div className="sv-top">
      <ol className="sv-bars" aria-hidden="true">
        {ids.map((id, i) => (
          <li key={id} className="sv-bar">
            <span
              ref={i === index ? fill : undefined}
              className="sv-fill"
              style={{ transform: `scaleX(${i < index ? 1 : 0})` }}
            />
          </li>
        ))}
      </ol>
      <div className="sv-head">
        <p className="sv-title">
          <span className="sv-wine">{wineName}</span>
          <span className="sv-kind">{label}</span>
        </p>
        <a className="sv-close" href={hubHref} aria-label={closeLabel} data-testid="viewer-close">
          <LineIcon d="M6 6l12 12M18 6L6 18" size={22} strokeWidth={2.2} />
        </a>
      </div>
    </div>
  )
}
