/**
 * The start-up popups' dialogs (spec §4): which one the API offers (the rules are in popups.ts), filled
 * into the shell's hidden dialogs (src/components/Startup.astro) and opened one at a time; for staff,
 * a draft popup's preview.
 */
import { apiPath } from '../../contract/api/paths'
import { API_TIMEOUT_MS } from '../../contract/constants'
import type { Locale } from '../../contract/locales'
import { pick } from '../../contract/localize'
import type { PreviewAsk } from '../../contract/preview'
import { getData, getList, request } from '../api'
import { preview } from '../catalogue/calls'
import { setCookies, type Jar } from '../cookies'
import { followAdmin } from '../livePreview'
import {
  closePopupWrites,
  decidePopup,
  frameSandbox,
  imageUrl,
  safeUrl,
  type OtherPopup,
  type PopupApi,
  type PromotionPopup,
} from './popups'

const TIMEOUT = { timeoutMs: API_TIMEOUT_MS }
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null

const popupApi: PopupApi = {
  async otherPopup(body) {
    const res = await request<{ data?: OtherPopup | null } | OtherPopup | null>(
      'POST',
      apiPath('otherPopup'),
      body,
      TIMEOUT,
    )
    const data = res && typeof res === 'object' && 'data' in res ? res.data : (res as OtherPopup | null)
    return data && typeof data === 'object' && 'id' in data ? data : null
  },
  promotions: (country, state) => getList(apiPath('promotionsOfState', { country, state: state || '-' })),
  async promotionPopup() {
    const data = await getData<PromotionPopup | PromotionPopup[]>(apiPath('popup'))
    const popup = Array.isArray(data) ? data[0] : data
    return popup && (popup.title || popup.description) ? popup : null
  },
}

export async function runPopups(jar: Jar, locale: Locale) {
  const decision = await decidePopup(jar, popupApi)
  setCookies(decision.writes)
  if (decision.kind === 'other') showOther(decision.popup, locale)
  else if (decision.kind === 'promotion') showPromotion(decision.popup, locale)
}

/** A staff preview of a document shown in several countries: a switch to see it in each one's page. */
export function previewCountry(ask: PreviewAsk, locale: Locale) {
  const label = $<HTMLLabelElement>('shell-preview-country')
  const select = label?.querySelector('select')
  if (!label || !select || ask.countries.length < 2) return
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  for (const code of ask.countries) {
    const name = names.of(code.toUpperCase()) ?? code.toUpperCase()
    select.append(new Option(name, code, false, code === ask.country))
  }
  select.addEventListener('change', () => {
    const url = new URL(location.href)
    url.searchParams.set('country', select.value.toUpperCase())
    location.assign(url)
  })
  label.hidden = false
}

/**
 * A staff preview of a popup's draft (`?popup=` or `?otherPopup=`), over the home page: shown again
 * after each save in the admin's live preview; closing it remembers nothing.
 */
export function previewPopup(search: URLSearchParams, locale: Locale) {
  const promotion = search.get('popup')
  const other = search.get('otherPopup')
  if (!promotion && !other) return
  const load = async () => {
    if (promotion) {
      const popup = await preview<PromotionPopup>('popups', promotion, locale)
      if (popup) showPromotion(popup, locale, false)
    } else if (other) {
      const popup = await preview<OtherPopup>('other-popups', other, locale)
      if (popup) showOther(popup, locale, false)
    }
  }
  void load()
  followAdmin(() => void load())
}

/** `remember`: closing keeps the popups away (spec §4); not in a staff preview. A dialog shown again is refilled, not opened twice. */
function openDialog(dialog: HTMLDialogElement, remember = true) {
  if (dialog.open) return
  const close = () => {
    if (remember) setCookies(closePopupWrites())
    dialog.close()
  }
  dialog.querySelectorAll<HTMLElement>('[data-close]').forEach((b) => b.addEventListener('click', close))
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault()
    close()
  })
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) close()
  })
  dialog.showModal()
}

/** A copy of one of the dialog's hidden parts (templates in src/components/Startup.astro). */
function part<T extends HTMLElement>(dialog: HTMLElement, name: string): T {
  return dialog
    .querySelector<HTMLTemplateElement>(`template[data-part="${name}"]`)!
    .content.firstElementChild!.cloneNode(true) as T
}

function showOther(popup: OtherPopup, locale: Locale, remember = true) {
  const dialog = $<HTMLDialogElement>('shell-popup-other')
  if (!dialog) return
  const title = pick(popup.title, locale)
  const link = safeUrl(pick(popup.link, locale))
  const frame = safeUrl(pick(popup.iframe, locale))
  const image = imageUrl(popup.image)
  const body = dialog.querySelector<HTMLElement>('[data-body]')!
  body.replaceChildren()
  dialog.querySelector<HTMLElement>('[data-title]')!.textContent = title
  if (frame) {
    const iframe = Object.assign(part<HTMLIFrameElement>(dialog, 'frame'), { src: frame, title: title || 'popup' })
    iframe.setAttribute('sandbox', frameSandbox(frame, location.origin))
    body.append(iframe)
  } else if (image) body.append(Object.assign(part<HTMLImageElement>(dialog, 'image'), { src: image, alt: title }))
  dialog.querySelector('[data-open]')?.remove()
  const linkPart = () => Object.assign(part<HTMLAnchorElement>(dialog, 'link'), { href: link })
  if (link && (frame || image)) {
    // The picture opens the link too, but the visible button is the one link for keyboards and
    // screen readers.
    if (!frame) {
      const wrap = Object.assign(linkPart(), { tabIndex: -1 })
      wrap.setAttribute('aria-hidden', 'true')
      wrap.append(...Array.from(body.childNodes))
      body.append(wrap)
    }
    dialog.append(Object.assign(part<HTMLAnchorElement>(dialog, 'open'), { href: link }))
  } else if (link) body.append(Object.assign(linkPart(), { textContent: title }))
  openDialog(dialog, remember)
}

function showPromotion(popup: PromotionPopup, locale: Locale, remember = true) {
  const dialog = $<HTMLDialogElement>('shell-popup-promo')
  if (!dialog) return
  dialog.querySelector<HTMLElement>('[data-title]')!.textContent = pick(popup.title, locale)
  dialog.querySelector<HTMLElement>('[data-description]')!.textContent = pick(popup.description, locale)
  if (remember)
    dialog
      .querySelector<HTMLAnchorElement>('[data-continue]')!
      .addEventListener('click', () => setCookies(closePopupWrites()))
  openDialog(dialog, remember)
}
