/**
 * The hub's "good match" badge (docs/decisions.md, Beyond the spec, docs/palate.md): the member's palate, or for a member with
 * no rating yet the palate of their quiz answers, against the wine's profile. Shown only for a wine
 * they have not rated and from GOOD_MATCH up.
 */
import { GOOD_MATCH } from '../../contract/constants'
import { isQuizAnswers, isRated, seedPalate, tasteMatch, type TasteProfile } from '../../contract/palate'
import type { Palate } from './calls'
import { recall } from './lastSeen'
import { palateSeen } from './sync'

/** Where a member's quiz answers are kept on the device (with their other last-seen data: gone on sign-out). */
export const quizKey = (member: { id: string | number }) => `${member.id}:palate-seed`

export type HubWine = { name: string; harvest: string | null; profile: TasteProfile }

/** The score to show on the hub, or null: rated already, no palate, or not a good match. */
export function hubMatch(palate: Palate, seed: TasteProfile | null, wine: HubWine): number | null {
  if (isRated(palate, wine)) return null
  const taste = Object.keys(palate.user_palate).length > 0 ? palate.user_palate : seed
  if (!taste) return null
  const score = tasteMatch(taste, wine.profile)
  return score >= GOOD_MATCH ? score : null
}

/** The member's palate (as last seen when offline) and quiz answers, then the score for this wine. */
export async function memberHubMatch(member: { id: string | number }, wine: HubWine): Promise<number | null> {
  const [{ value: palate }, seen] = await Promise.all([palateSeen(member), recall<unknown>(quizKey(member))])
  return hubMatch(palate, isQuizAnswers(seen?.value) ? seedPalate(seen.value) : null, wine)
}
