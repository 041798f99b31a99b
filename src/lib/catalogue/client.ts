/**
 * Tiny browser helpers of the catalogue's list pages (no React): analytics on marked links, hiding
 * items that do not serve the visitor's state and zip code, and previews of drafts for staff.
 */
import { COOKIE } from '../../contract/cookies'
import { track } from './analytics'
import { readCookie } from '../cookies'
import { servesPlace } from './vendors'

/** Clicks on a[data-track] push { event, category, label } with the English label. */
export function trackClicks(root: ParentNode = document) {
  root.addEventListener('click', (e) => {
    const a = (e.target as HTMLElement).closest<HTMLElement>('a[data-track]')
    if (a)
      track({
        event: `${a.dataset.track}_click`,
        category: a.dataset.track!,
        action: 'click',
        label: a.dataset.label ?? '',
      })
  })
}

export function visitorPlace() {
  return { country: readCookie(COOKIE.country), state: readCookie(COOKIE.state), zip_code: readCookie(COOKIE.zipCode) }
}

/** Hides [data-countries] items that do not serve the visitor's state and zip; returns how many show. */
export function filterByPlace(root: ParentNode = document): number {
  const place = visitorPlace()
  let shown = 0
  root.querySelectorAll<HTMLElement>('[data-countries]').forEach((item) => {
    const list = (v?: string) => (v ? v.split(',').filter(Boolean) : [])
    const ok = servesPlace(
      {
        countries: list(item.dataset.countries),
        states: list(item.dataset.states),
        zip_codes: list(item.dataset.zips),
      },
      place,
    )
    item.hidden = !ok
    if (ok) shown++
  })
  return shown
}

function queryParam(name: string): string | null {
  return new URLSearchParams(location.search).get(name)
}

import type { Locale } from '../../contract/locales'
import { preview } from './calls'
import { COLLECTIONS, type CollectionSlug } from '../../contract/collections'
import { cardElement } from './cards'
import { itemCard } from './previewCards'
import { followAdmin } from '../livePreview'

/**
 * `?{param}=ID` (the collection's, src/contract/collections.ts) shows that one draft instead of the
 * list (staff only: the API answers 404 to anyone else, and the page then says the preview is not
 * available). Returns true when a preview was asked.
 */
export function runPreview(
  kind: CollectionSlug,
  list: HTMLElement,
  badgeFor?: (item: Record<string, unknown>) => string | null,
): boolean {
  const id = queryParam(COLLECTIONS[kind].preview.param)
  if (!id) return false
  const locale = (list.dataset.locale ?? 'en') as Locale
  const page = list.closest<HTMLElement>('[data-catalogue]') ?? document.body
  page.dataset.preview = 'loading'
  list.querySelectorAll<HTMLElement>(':scope > li').forEach((li) => (li.hidden = true))
  page.querySelectorAll<HTMLElement>('[data-hide-in-preview]').forEach((e) => (e.hidden = true))
  const load = () =>
    preview(kind, id, locale).then((item) => {
      page.querySelector('.preview-missing')?.remove()
      if (item) {
        list.replaceChildren(
          cardElement(itemCard(kind, item, locale, badgeFor?.(item) ?? null), list.dataset.newtab ?? ''),
        )
        page.dataset.preview = 'ok'
      } else {
        list.replaceChildren()
        const p = document.createElement('p')
        p.className = 'preview-missing'
        p.setAttribute('data-testid', 'preview-missing')
        p.textContent = list.dataset.previewMissing ?? ''
        list.after(p)
        page.dataset.preview = 'missing'
      }
    })
  void load()
  // In the admin's live preview frame, the draft is loaded again after each save.
  followAdmin(() => void load())
  return true
}
