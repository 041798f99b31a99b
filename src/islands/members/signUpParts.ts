/** What the sign-up wizard and the short step after a provider share: the props, the country guess, the end. */
import { useEffect } from 'react'
import { COOKIE } from '../../contract/cookies'
import { COUNTRY_CODE_PATTERN } from '../../contract/patterns'
import { trackBeforeLeaving } from '../../lib/catalogue/analytics'
import { currentWineSlug, readCookie } from '../../lib/cookies'
import { api } from '../../lib/members/calls'
import { clearCafRatings, completeCaf, readCafRatings } from '../../lib/members/localRatings'
import { loadUser, setUser } from '../../stores/user'

export type SignUpProps = {
  s: Record<string, string>
  countries: { code: string; name: string }[]
  terms: string[]
  /** slug -> id of every wine, to save the current wine's ratings. */
  wines: Record<string, string>
}

/** The visitor's country (gate cookie) is the likely answer: preselected when the field is empty. */
export function usePreselectedCountry(
  codes: string[],
  setValues: (f: <V extends { country: string }>(v: V) => V) => void,
) {
  useEffect(() => {
    const country = readCookie(COOKIE.country)?.toUpperCase()
    if (country && COUNTRY_CODE_PATTERN.test(country) && codes.includes(country))
      setValues((x) => (x.country ? x : { ...x, country }))
  }, [codes, setValues])
}

/** A new member is signed in: the registration event, the visitor's caf ratings into the passport, then home. */
export async function welcomeNewMember(wines: Record<string, string>, label: string): Promise<'leaving'> {
  const member = await loadUser(true)
  if (member) setUser(member)
  // The passport's ratings and the tag manager's hit (it may still be loading) go out side by side.
  await Promise.all([
    saveVisitorRatings(wines),
    trackBeforeLeaving({ event: 'registration', category: 'member', label }),
  ])
  location.assign('/')
  return 'leaving'
}

/** The current wine's caf ratings from the story viewers, into the new passport (spec §4). */
async function saveVisitorRatings(wines: Record<string, string>) {
  const slug = currentWineSlug()
  const wineId = slug ? wines[slug] : undefined
  if (!wineId) return
  const r = readCafRatings(wineId)
  if (!completeCaf(r)) return
  try {
    await api.savePassport(wineId, { colour_rating: r.colour, aroma_rating: r.aroma, flavour_rating: r.flavour })
    clearCafRatings(wineId)
  } catch {
    /* the ratings stay in the browser; the member can rate again */
  }
}
