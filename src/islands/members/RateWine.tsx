/**
 * /rateWine (spec §2, §4): full screen; the current wine's description and five stars (no cancel)
 * preset to the member's overall rating; each tap sets the rating and saves it at once (on the phone
 * when offline, synced later: src/lib/members/sync.ts).
 */
import { useEffect, useState } from 'react'
import type { Locale } from '../../contract/locales'
import { passportSeen, savePassport } from '../../lib/members/sync'
import type { WineInfo } from '../../lib/members/wines'
import { currentWine } from './currentWine'
import Stars from './Stars'
import WineThumb from './WineThumb'
import { FormMessage, useGuard, type Strings } from './ui'
import { Loading, NoWine } from './cards'
import { OfflineNote, saveText, useSaveState } from './sync'

export default function RateWine({ s, locale, wines }: { s: Strings; locale: Locale; wines: WineInfo[] }) {
  const user = useGuard('member', '/signIn')
  const [wine, setWine] = useState<WineInfo | null | undefined>(undefined)
  const [rating, setRating] = useState<number | null>(null)
  const [offlineSince, setOfflineSince] = useState<number | null>(null)
  const [state, setState] = useSaveState()
  const [failed, setFailed] = useState(false)

  useEffect(() => setWine(currentWine(wines)), [wines])
  useEffect(() => {
    if (!user || !wine) return
    passportSeen(user, locale).then(
      ({ value, offlineSince }) => {
        setRating(value.find((e) => e.wineId === wine.id)?.wine_rating ?? 0)
        setOfflineSince(offlineSince)
      },
      () => setRating(0),
    )
  }, [user, wine, locale])

  async function rate(n: number) {
    if (!wine || !user) return
    setRating(n)
    setFailed(false)
    try {
      setState(await savePassport(user, wine.id, { wine_rating: n }))
    } catch {
      setState('idle')
      setFailed(true)
    }
  }

  if (wine === null) {
    return <NoWine s={s} onDark />
  }
  if (!wine || !user || rating === null) return <Loading label={s['common.loading']} height={520} />

  return (
    <div className="m-rate">
      <OfflineNote s={s} locale={locale} since={offlineSince} />
      <WineThumb wine={wine} size={120} eager />
      <h1>{wine.name}</h1>
      {wine.harvest && <p className="m-eyebrow">{wine.harvest}</p>}
      {wine.description && <p className="m-rate-text">{wine.description}</p>}
      <Stars
        value={rating}
        onChange={(n) => void rate(n)}
        label={s['rateWine.question']}
        showLabel
        starLabel={s['stars.star']}
        size="lg"
        onDark
      />
      <div className="m-status" aria-live="polite">
        {state !== 'idle' && <span>{saveText(s, state, s['rateWine.saved'])}</span>}
      </div>
      {failed && <FormMessage text={s['errors.network']} />}
      <div className="m-actions m-stack">
        <a className="button m-light" href="/addNotes">
          {s['rateWine.addNote']}
        </a>
        <a className="button secondary m-light-outline" href="/passport">
          {s['rateWine.passport']}
        </a>
      </div>
    </div>
  )
}
