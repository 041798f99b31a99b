/**
 * /passport-details (spec §2, §4): the chosen entry's wine (name, grape variety, harvest, image), its
 * rating and note. Read-only until the pencil is pressed: then the stars and the note are editable and
 * the note has focus; saving sends the whole entry (on the phone when offline, synced later). Nothing
 * chosen: back to /passport.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Locale } from '../../contract/locales'
import { ApiError } from '../../lib/api'
import type { PassportEntry } from '../../lib/members/calls'
import { passportSeen, savePassport } from '../../lib/members/sync'
import { chosen } from '../../lib/members/passportChoice'
import type { WineInfo } from '../../lib/members/wines'
import Stars from './Stars'
import WineThumb from './WineThumb'
import { FormMessage, SaveRow, useGuard, type Strings } from './ui'
import { EditButton, Loading } from './cards'
import { OfflineNote, saveText, useSaveState } from './sync'

type Mode = 'read' | 'edit'

export default function PassportDetails({ s, locale, wines }: { s: Strings; locale: Locale; wines: WineInfo[] }) {
  const user = useGuard('member', '/signIn')
  const [entry, setEntry] = useState<PassportEntry | null>(null)
  const [mode, setMode] = useState<Mode>('read')
  const [rating, setRating] = useState(0)
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const [offlineSince, setOfflineSince] = useState<number | null>(null)
  const [state, setState] = useSaveState()
  const noteRef = useRef<HTMLTextAreaElement>(null)
  const byId = useMemo(() => new Map(wines.map((w) => [w.id, w])), [wines])

  useEffect(() => {
    const choice = chosen()
    if (!choice) return location.replace('/passport')
    if (!user) return
    passportSeen(user, locale).then(
      ({ value, offlineSince }) => {
        const e = value.find((x) => (choice.id && x.id === choice.id) || x.wineId === choice.wineId)
        if (!e) return location.replace('/passport')
        setOfflineSince(offlineSince)
        setEntry(e)
        setRating(e.wine_rating)
        setNote(e.comment)
      },
      () => location.replace('/passport'),
    )
  }, [user, locale])

  useEffect(() => {
    if (mode === 'edit') noteRef.current?.focus()
  }, [mode])

  if (!entry) return <Loading label={s['common.loading']} height={560} />
  const wine = byId.get(entry.wineId)
  const editing = mode === 'edit'

  async function save() {
    if (!entry || !user) return
    setBusy(true)
    setFailure('')
    setState('idle')
    // An entry made offline has no id yet; the server finds the one entry of the wine either way.
    const payload = {
      ...(entry.id ? { id: entry.id } : {}),
      comment: note.trim(),
      ...(rating > 0 ? { wine_rating: rating } : {}),
    }
    try {
      setState(await savePassport(user, entry.wineId, payload))
      setEntry({ ...entry, wine_rating: rating, comment: note.trim() })
      setNote(note.trim())
      setMode('read')
    } catch (error) {
      setFailure(
        (error instanceof ApiError && (Object.values(error.errors)[0]?.[0] || error.message)) || s['errors.network'],
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <article className="m-details">
      <OfflineNote s={s} locale={locale} since={offlineSince} />
      <div className="m-details-head">
        <WineThumb wine={wine} fallback={entry.image} size={96} eager />
        <div>
          <h1>{wine?.name ?? entry.name}</h1>
          <dl className="m-facts">
            {(wine?.grape_variety || entry.grape_variety) && (
              <div>
                <dt>{s['details.grape']}</dt>
                <dd>{wine?.grape_variety || entry.grape_variety}</dd>
              </div>
            )}
            {(wine?.harvest ?? entry.harvest) && (
              <div>
                <dt>{s['details.harvest']}</dt>
                <dd>{wine?.harvest ?? entry.harvest}</dd>
              </div>
            )}
          </dl>
        </div>
      </div>

      <section className="m-section" aria-labelledby="details-rating">
        <div className="m-section-head">
          <h2 id="details-rating">{s['details.rating']}</h2>
          {!editing && (
            <EditButton
              label={s['details.edit']}
              onClick={() => {
                setMode('edit')
                setState('idle')
              }}
            />
          )}
        </div>
        <Stars
          readOnly={!editing}
          value={rating}
          onChange={setRating}
          label={s['details.rating']}
          starLabel={s['stars.star']}
          ratedLabel={s['stars.rated']}
          notRatedLabel={s['stars.notRated']}
          size="lg"
        />
      </section>

      <section className="m-section" aria-labelledby="details-note">
        <h2 id="details-note">{s['details.note']}</h2>
        {editing ? (
          <>
            <label htmlFor="details-note-text" className="visually-hidden">
              {s['details.note']}
            </label>
            <textarea
              id="details-note-text"
              ref={noteRef}
              className="m-textarea"
              rows={6}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              placeholder={s['notes.placeholder']}
            />
            <SaveRow label={s['details.save']} busy={busy} onSave={() => void save()} />
          </>
        ) : entry.comment ? (
          <p className="m-note-text">{entry.comment}</p>
        ) : (
          <button type="button" className="m-prompt" onClick={() => setMode('edit')}>
            {s['details.makeNote']}
          </button>
        )}
        {state !== 'idle' && (
          <FormMessage tone={state === 'queued' ? 'pending' : 'ok'} text={saveText(s, state, s['details.saved'])} />
        )}
        {failure && <FormMessage text={failure} />}
      </section>
      <p className="m-aside">
        <a href="/passport">{s['details.back']}</a>
      </p>
    </article>
  )
}
