/**
 * The terms of use over the whole screen (a modal dialog): read in the language they are written in,
 * with a way back (the button, or Escape) and the winery's website when it has one.
 */
import { LineIcon } from '../LineIcon'
import type { Ref } from 'react'
import type { TermsParagraph } from '../../lib/gate'

type Props = {
  ref: Ref<HTMLDialogElement>
  id: string
  title: string
  back: string
  visitWebsite: string
  terms: TermsParagraph[]
  termsLang: string
  website: string | null
  onClose: () => void
}

export function TermsDialog({ ref, id, title, back, visitWebsite, terms, termsLang, website, onClose }: Props) {
  return (
    <dialog
      ref={ref}
      className="gate-terms-panel"
      aria-labelledby={id}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
    >
      <div className="gate-terms-head">
        <button type="button" className="gate-back" onClick={onClose}>
          <LineIcon d="M15 5 8 12l7 7" />
          {back}
        </button>
        <h2 id={id}>{title}</h2>
      </div>
      <div className="gate-terms-text" lang={termsLang}>
        {terms.map((p, i) => (
          <p key={i}>
            {p.lead && <strong>{p.lead} </strong>}
            {p.text}
          </p>
        ))}
      </div>
      {website && (
        <a className="button secondary gate-website" href={website} target="_blank" rel="noopener">
          {visitWebsite}
        </a>
      )}
    </dialog>
  )
}
