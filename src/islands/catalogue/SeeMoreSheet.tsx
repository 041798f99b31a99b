/** 'See more': a content slide's whole text in a sheet over the slide (the clock stands still while it is open). */
type Props = { title: string; text: string; closeLabel: string; onClose: () => void }

export function SeeMoreSheet({ title, text, closeLabel, onClose }: Props) {
  return (
    <div className="sv-sheet" role="dialog" aria-modal="false" aria-labelledby="sv-sheet-title" data-testid="see-more">
      <h2 id="sv-sheet-title">{title}</h2>
      <p>{text}</p>
      <button type="button" className="sv-btn" onClick={onClose} autoFocus>
        {closeLabel}
      </button>
    </div>
  )
}
