/**
 * Shell state shared by scripts and islands:
 *   $loading   the loading flag of spec §4; true shows the full-screen preloader (after a short delay).
 *   $detected  the country the route guard detected (IP lookup or geolocation), for the gate to preselect.
 */
import { atom } from 'nanostores'

export const $loading = atom(false)
export const $detected = atom<string | null>(null)
