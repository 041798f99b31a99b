/**
 * Who is watching and what they rated: a member's stars are read from their passport and each tap
 * saves; a visitor's caf stars stay on this device, their wine star on this page only.
 */
import { useEffect, useState } from 'react'
import { useStore } from '@nanostores/react'
import { cafRatings, rateLocally } from '../../lib/catalogue/cafStore'
import { saveRating, storedRatings } from '../../lib/catalogue/calls'
import { loadUser } from '../../stores/user'
import { draftId, NO_RATINGS, RATING_KEY, shownRating, type RateAspect, type Ratings, type ViewerStrings } from '../../lib/catalogue/viewer'

export function useMemberRatings(wineId: string, strings: Pick<ViewerStrings, 'saved' | 'saveFailed' | 'savedLocally'>) {
  const [member, setMember] = useState(false)
  const [ratings, setRatings] = useState<Ratings>(NO_RATINGS)
  const [status, setStatus] = useState<{ slide: string; text: string } | null>(null)
  const local = useStore(cafRatings)[wineId]

  useEffect(() => {
    // A staff preview of a draft asks no one: it has no closing slides.
    if (draftId(location.search)) return
    let live = true
    void loadUser().then(async (user) => {
      if (!live || !user) return
      setMember(true)
      const stored = await storedRatings(wineId)
      if (live) setRatings(stored)
    })
    return () => {
      live = false
    }
  }, [wineId])

  const rate = async (aspect: RateAspect, stars: number, slideId: string) => {
    setRatings((r) => ({ ...r, [RATING_KEY[aspect]]: stars }))
    if (!member) {
      if (aspect !== 'wine') rateLocally(wineId, aspect, stars)
      setStatus({ slide: slideId, text: strings.savedLocally })
      return
    }
    const ok = await saveRating(wineId, { [RATING_KEY[aspect]]: stars })
    setStatus({ slide: slideId, text: ok ? strings.saved : strings.saveFailed })
  }

  return {
    member,
    rate,
    ratingOf: (aspect: RateAspect) => shownRating(aspect, ratings, member, local),
    statusOf: (slideId: string) => (status?.slide === slideId ? status.text : ''),
  }
}
