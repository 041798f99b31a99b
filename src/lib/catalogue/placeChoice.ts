/**
 * The visitor's choice of place (spec §2: vendors and local promotions by the `state` and `zip_code`
 * cookies), where no position gave one or the visitor is elsewhere: a select of the country's states
 * and, where items are aimed at zip codes, a zip code field (PlaceChoice.astro). A choice writes the
 * cookie and shows the page again with it; a choice of none removes the cookie.
 */
import { COOKIE, UNSET_COOKIE_VALUE } from '../../contract/cookies'
import type { PlaceChoice, PlaceChoices } from '../../contract/states'
import { readCookie, setCookies, write } from '../cookies'
import { closeLocationPopupWrites } from '../startup/location'

/** What a visitor of `country` may choose (null: nothing to show). */
const choiceFor = (choices: PlaceChoices, country: string | null): PlaceChoice | null =>
  country ? (choices[country.toUpperCase()] ?? null) : null

/** A zip code as the cookie keeps it (trimmed, upper case), '' for none, or null when it does not fit the country's format. */
export function zipValue(typed: string, zip: NonNullable<PlaceChoice['zip']>): string | null {
  const value = typed.trim().toUpperCase()
  if (!value) return ''
  if (value.length > 20) return null
  return !zip.format || new RegExp(zip.format.source, zip.format.flags).test(value) ? value : null
}

/** Keeps a place the visitor told us and shows the page with it; the sheet asking to turn on location stays away (7 days). */
function choose(name: typeof COOKIE.state | typeof COOKIE.zipCode, value: string) {
  setCookies([write(name, value || UNSET_COOKIE_VALUE), ...closeLocationPopupWrites()])
  location.reload()
}

/** Fills and shows every [data-place-choice] of the page for the visitor's country. */
export function mountPlaceChoices(root: ParentNode = document) {
  const choice = choiceFor(
    JSON.parse(root.querySelector<HTMLElement>('[data-place-choice]')?.dataset.choices ?? '{}') as PlaceChoices,
    readCookie(COOKIE.country),
  )
  if (!choice) return
  const state = readCookie(COOKIE.state)?.toUpperCase() ?? ''
  const zipCode = readCookie(COOKIE.zipCode) ?? ''
  root.querySelectorAll<HTMLElement>('[data-place-choice]').forEach((box) => {
    box.hidden = false
    const known = choice.states.some(([code]) => code === state) || (choice.zip !== null && zipCode !== '')
    box.querySelectorAll<HTMLElement>('[data-place-hint]').forEach((hint) => (hint.hidden = known))
    const select = box.querySelector<HTMLSelectElement>('select[name="state"]')!
    select.closest('label')!.hidden = choice.states.length === 0
    select.append(...choice.states.map(([code, name]) => new Option(name, code, false, code === state)))
    select.addEventListener('change', () => choose(COOKIE.state, select.value))
    const form = box.querySelector('form')!
    const input = form.querySelector('input')!
    const error = form.querySelector<HTMLElement>('[data-zip-error]')!
    form.hidden = choice.zip === null
    input.value = zipCode
    form.addEventListener('submit', (e) => {
      e.preventDefault()
      const value = choice.zip && zipValue(input.value, choice.zip)
      error.hidden = value !== null
      input.setAttribute('aria-invalid', String(value === null))
      if (value !== null) choose(COOKIE.zipCode, value)
    })
  })
}
