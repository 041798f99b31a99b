/**
 * Who is watching and what they rated: a member's stars are read from their passport (as last seen
 * when offline) and each tap saves (on the phone when offline, synced later); a visitor's caf stars
 * stay on this device, their wine star on this page only.
 */
import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { cafRatings, rateLocally } from '../../lib/catalogue/cafStore'
import { loadUser, type Member } from '../../stores/user'
import { passportSeen, savePassport } from '../../lib/members/sync'
import type { Locale } from '../../contract/locales'
import {
  draftId,
  NO_RATINGS,
  RATING_KEY,
  shownRating,
  type RateAspect,
  type Ratings,
  type ViewerStrings,
} from '../../lib/catalogue/viewer'

export function useMemberRatings(
  wineId: string,
  locale: Locale,
  strings: Pick<ViewerStrings, 'saved' | 'saveFailed' | 'savedLocally' | 'savedOffline'>,
) {
  const [user, setUser] = useState<Member | null>(null)
  const member = user !== null
  const [ratings, setRatings] = useState<Ratings>(NO_RATINGS)
  const [status, setStatus] = useState<{ slide: string; text: string } | null>(null)
  const local = useStore(cafRatings)[wineId]

  useEffect(() => {
    // A staff preview of a draft asks no one: it has no closing slides.
    if (draftId(location.search)) return
    let live = true
    void loadUser().then(async (signedIn) => {
      if (!live || !signedIn) return
      setUser(signedIn)
      const entry = (await passportSeen(signedIn, locale).catch(() => null))?.value.find((e) => e.wineId === wineId)
      if (live && entry)
        setRatings({
          wine_rating: entry.wine_rating,
          colour_rating: entry.colour_rating,
          aroma_rating: entry.aroma_rating,
          flavour_rating: entry.flavour_rating,
        })
    })
    return () => {
      live = false
    }
  }, [wineId, locale])

  const rate = async (aspect: RateAspect, stars: number, slideId: string) => {
    setRatings((r) => ({ ...r, [RATING_KEY[aspect]]: stars }))
    if (!user) {
      if (aspect !== 'wine') rateLocally(wineId, aspect, stars)
      setStatus({ slide: slideId, text: strings.savedLocally })
      return
    }
    const saved = await savePassport(user, wineId, { [RATING_KEY[aspect]]: stars }).catch(() => 'failed' as const)
    setStatus({
      slide: slideId,
      text: { saved: strings.saved, queued: strings.savedOffline, failed: strings.saveFailed }[saved],
    })
  }

  return {
    member,
    rate,
    ratingOf: (aspect: RateAspect) => shownRating(aspect, ratings, member, local),
    statusOf: (slideId: string) => (status?.slide === slideId ? status.text : ''),
  }
}
