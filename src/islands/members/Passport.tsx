/**
 * /passport: the member's rated wines (name, harvest, rating); choosing one opens /passport-details.
 * Offline: as last seen, with what was rated on the phone since (src/lib/members/sync.ts).
 */
import { useEffect, useMemo, useState } from 'react'
import type { Locale } from '../../contract/locales'
import type { PassportEntry } from '../../lib/members/calls'
import { passportSeen } from '../../lib/members/sync'
import { fill } from '../../contract/format'
import { choose } from '../../lib/members/passportChoice'
import type { WineInfo } from '../../lib/members/wines'
import Stars from './Stars'
import WineThumb from './WineThumb'
import { useGuard, type Strings } from './ui'
import { Loading } from './cards'
import { OfflineNote } from './sync'

export default function Passport({ s, locale, wines }: { s: Strings; locale: Locale; wines: WineInfo[] }) {
  const user = useGuard('member', '/signIn')
  const [entries, setEntries] = useState<PassportEntry[] | null>(null)
  const [offlineSince, setOfflineSince] = useState<number | null>(null)
  const byId = useMemo(() => new Map(wines.map((w) => [w.id, w])), [wines])

  useEffect(() => {
    if (!user) return
    passportSeen(user, locale).then(
      ({ value, offlineSince }) => {
        setEntries(value)
        setOfflineSince(offlineSince)
      },
      () => setEntries([]),
    )
  }, [user, locale])

  if (!entries) return <Loading label={s['common.loading']} height={420} />
  const offline = <OfflineNote s={s} locale={locale} since={offlineSince} />
  if (entries.length === 0) {
    return (
      <div className="m-empty">
        {offline}
        <p className="m-strong">{s['passport.empty']}</p>
        <p>{s['passport.emptyText']}</p>
        <a className="button" href="/explore">
          {s['passport.explore']}
        </a>
      </div>
    )
  }
  return (
    <>
      {offline}
      <ul className="m-list" data-testid="passport-list">
        {entries.map((e) => {
          const wine = byId.get(e.wineId)
          const name = wine?.name ?? e.name
          const harvest = wine?.harvest ?? e.harvest
          return (
            <li key={e.id || e.wineId}>
              <a className="m-entry" href="/passport-details" onClick={() => choose({ id: e.id, wineId: e.wineId })}>
                <WineThumb wine={wine} fallback={e.image} size={56} />
                <span className="m-entry-text">
                  <span className="m-entry-name">{name}</span>
                  {harvest && <span className="m-entry-meta">{fill(s['passport.harvest'], { year: harvest })}</span>}
                  <Stars
                    readOnly
                    value={e.wine_rating}
                    size="sm"
                    label={s['stars.label']}
                    ratedLabel={s['stars.rated']}
                    notRatedLabel={s['stars.notRated']}
                  />
                </span>
                <span className="m-chevron" aria-hidden="true">
                  ›
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </>
  )
}
