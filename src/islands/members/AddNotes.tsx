/**
 * /addNotes (spec §2, §4): the current wine, a read-only rating if rated, and the note. A note already
 * saved is read-only until the edit icon; an empty note saves nothing; saving goes to /wineAdded.
 * Offline, the note is saved on the phone and the screen stays, saying it will sync.
 */
import { useEffect, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { Locale } from '../../contract/locales'
import { passportSeen, savePassport } from '../../lib/members/sync'
import { noteSavable } from '../../lib/members/validation'
import type { WineInfo } from '../../lib/members/wines'
import { currentWine } from './currentWine'
import Stars from './Stars'
import WineThumb from './WineThumb'
import { FormMessage, SaveRow, useGuard, type Strings } from './ui'
import { EditButton, Loading, NoWine } from './cards'
import { useMemberForm } from './useMemberForm'
import { OfflineNote, saveText, useSaveState } from './sync'

export default function AddNotes({ s, locale, wines }: { s: Strings; locale: Locale; wines: WineInfo[] }) {
  const user = useGuard('member', '/signIn')
  const [wine, setWine] = useState<WineInfo | null | undefined>(undefined)
  const [loaded, setLoaded] = useState(false)
  const [rating, setRating] = useState(0)
  const [editable, setEditable] = useState(true)
  const [offlineSince, setOfflineSince] = useState<number | null>(null)
  const [state, setState] = useSaveState()
  const form = useMemberForm({
    s,
    initial: { note: '' },
    validate: () => ({}),
    send: async (v) => {
      if (!wine || !user) return
      if ((await savePassport(user, wine.id, { comment: v.note.trim() })) === 'saved') {
        location.assign('/wineAdded')
        return 'leaving'
      }
      setState('queued')
      setEditable(false)
    },
    failure: (error) => Object.values(error.errors)[0]?.[0] || error.message || s['errors.network'],
  })
  const { busy, failure } = form
  const note = form.values.note
  const setNote = form.set('note')
  const { setValues } = form
  const noteRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => setWine(currentWine(wines)), [wines])
  useEffect(() => {
    if (!user || !wine) return
    passportSeen(user, locale).then(
      ({ value, offlineSince }) => {
        setOfflineSince(offlineSince)
        const e = value.find((x) => x.wineId === wine.id)
        setRating(e?.wine_rating ?? 0)
        setValues((x) => ({ ...x, note: e?.comment ?? '' }))
        setEditable(!e?.comment)
        setLoaded(true)
      },
      () => setLoaded(true),
    )
  }, [user, wine, locale, setValues])

  async function save() {
    if (!wine) return
    if (!noteSavable(note)) return noteRef.current?.focus()
    await form.run()
  }

  if (wine === null) {
    return <NoWine s={s} />
  }
  if (!wine || !loaded) return <Loading label={s['common.loading']} height={520} />

  return (
    <article className="m-details">
      <OfflineNote s={s} locale={locale} since={offlineSince} />
      <div className="m-details-head">
        <WineThumb wine={wine} size={96} eager />
        <div>
          <h1>{wine.name}</h1>
          <dl className="m-facts">
            {wine.grape_variety && (
              <div>
                <dt>{s['details.grape']}</dt>
                <dd>{wine.grape_variety}</dd>
              </div>
            )}
            {wine.harvest && (
              <div>
                <dt>{s['details.harvest']}</dt>
                <dd>{wine.harvest}</dd>
              </div>
            )}
          </dl>
          {rating > 0 && (
            <Stars readOnly value={rating} size="sm" label={s['details.rating']} ratedLabel={s['stars.rated']} />
          )}
        </div>
      </div>
      <section className="m-section" aria-labelledby="notes-title">
        <div className="m-section-head">
          <h2 id="notes-title">
            <label htmlFor="notes-text">{s['notes.title']}</label>
          </h2>
          {!editable && (
            <EditButton
              label={s['notes.edit']}
              onClick={() => {
                flushSync(() => (setEditable(true), setState('idle')))
                noteRef.current?.focus()
              }}
            />
          )}
        </div>
        <textarea
          id="notes-text"
          ref={noteRef}
          className="m-textarea"
          rows={7}
          value={note}
          readOnly={!editable}
          onChange={(e) => setNote(e.target.value)}
          placeholder={s['notes.placeholder']}
        />
        {failure && <FormMessage text={failure} />}
        {state !== 'idle' && <FormMessage tone={state === 'queued' ? 'pending' : 'ok'} text={saveText(s, state, '')} />}
        {editable && <SaveRow label={s['notes.save']} busy={busy} onSave={() => void save()} />}
      </section>
    </article>
  )
}
