/** The wine of the visitor's country closest to a palate, among those not rated yet (docs/palate.md, "The best match"). */
import { useMemo } from 'react'
import { COOKIE } from '../../contract/cookies'
import { bestMatch, isRated } from '../../contract/palate'
import { validCountry } from '../../contract/visitor'
import { readCookie } from '../../lib/cookies'
import { fill } from '../../contract/format'
import type { Palate } from '../../lib/members/calls'
import type { MatchCandidate } from '../../lib/members/wines'
import type { Strings } from './ui'

export default function BestMatch({
  s,
  palate,
  candidates,
  note,
}: {
  s: Strings
  palate: Palate
  candidates: MatchCandidate[]
  note?: string
}) {
  const match = useMemo(() => {
    const country = validCountry(readCookie(COOKIE.country) ?? undefined)?.toUpperCase()
    const open = candidates.filter((w) => (!country || w.countries.includes(country)) && !isRated(palate, w))
    return bestMatch(palate.user_palate, open)
  }, [palate, candidates])
  if (!match) return null
  return (
    <a className="m-match" href={`/explore/${match.wine.slug}`} data-testid="best-match">
      <span className="m-match-kicker">{s['palate.bestMatch']}</span>
      <span className="m-match-name">{[match.wine.name, match.wine.harvest].filter(Boolean).join(' ')}</span>
      <span className="m-match-score">{fill(s['palate.matchScore'], { percent: match.score })}</span>
      {note && <span className="m-match-note">{note}</span>}
    </a>
  )
}
