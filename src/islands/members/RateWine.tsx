/**
 * /rateWine (spec §2, §4): full screen; the current wine's description and five stars (no cancel)
 * preset to the member's overall rating; each tap sets the rating and saves it at once.
 */
import { useEffect, useState } from 'react'
import type { Locale } from '../../contract/locales'
import { api } from '../../lib/members/calls'
import type { WineInfo } from '../../lib/members/wines'
import { currentWine } from './currentWine'
import Stars from './Stars'
import WineThumb from './WineThumb'
import { FormMessage, useGuard, type S } from './ui'
import { Loading, NoWine } from './cards'

export default function RateWine({ s, locale, wines }: { s: S; locale: Locale; wines: WineInfo[] }) {
  const user = useGuard('member', '/signIn')
  const [wine, setWine] = useState<WineInfo | null | undefined>(undefined)
  const [rating, setRating] = useState<number | null>(null)
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle')

  useEffect(() => setWine(currentWine(wines)), [wines])
  useEffect(() => {
    if (!user || !wine) return
    api.passports(locale).then(
      (list) => setRating(list.find((e) => e.wineId === wine.id)?.wine_rating ?? 0),
      () => setRating(0),
    )
  }, [user, wine, locale])

  async function rate(n: number) {
    if (!wine) return
    setRating(n)
    setStatus('saving')
    try {
      await api.savePassport(wine.id, { wine_rating: n })
      setStatus('saved')
    } catch {
      setStatus('failed')
    }
  }

  if (wine === null) {
    return <NoWine s={s} onDark />
  }
  if (!wine || !user || rating === null) return <Loading label={s['common.loading']} height={520} />

  return (
    <div className="m-rate">
      <WineThumb wine={wine} size={120} eager />
      <h1>{wine.name}</h1>
      {wine.harvest && <p className="m-eyebrow">{wine.harvest}</p>}
      {wine.description && <p className="m-rate-text">{wine.description}</p>}
      <Stars value={rating} onChange={(n) => void rate(n)} label={s['rateWine.question']} showLabel starLabel={s['stars.star']} size="lg" onDark />
      <div className="m-status" aria-live="polite">
        {status === 'saved' && <span>{s['rateWine.saved']}</span>}
      </div>
      {status === 'failed' && <FormMessage text={s['errors.network']} />}
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
