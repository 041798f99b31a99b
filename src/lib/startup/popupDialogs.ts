/**
 * The start-up popups' dialogs (spec §4): which one the API offers (the rules are in popups.ts), filled
 * into the shell's hidden dialogs (src/components/Startup.astro) and opened one at a time; for staff,
 * a draft popup's preview.
 */
import { apiPath } from '../../contract/api/paths'
import { API_TIMEOUT_MS } from '../../contract/constants'
import type { Locale } from '../../contract/locales'
import type { PreviewAsk } from '../../contract/preview'
import { call, getList } from '../api'
import { preview } from '../catalogue/calls'
import { setCookies, type Jar } from '../cookies'
import { followAdmin } from '../livePreview'
import {
  closePopupWrites,
  decidePopup,
  frameSandbox,
  safeUrl,
  type OtherPopup,
  type PopupApi,
  type PromotionPopup,
} from './popups'

const TIMEOUT = { timeoutMs: API_TIMEOUT_MS }
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null

const popupApi: PopupApi = {
  otherPopup: async (body) => (await call('otherPopup', { body }, TIMEOUT)).data,
  promotions: (country, state) => getList(apiPath('promotionsOfState', { country, state: state || '-' })),
  async promotionPopup() {
    const { data: popup } = await call('popup', {}, TIMEOUT)
    return popup && (popup.title || popup.description) ? popup : null
  },
}

export async function runPopups(jar: Jar) {
  const decision = await decidePopup(jar, popupApi)
  setCookies(decision.writes)
  if (decision.kind === 'other') showOther(decision.popup)
  else if (decision.kind === 'promotion') showPromotion(decision.popup)
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
      const popup = await preview('popups', promotion, locale)
      if (popup) showPromotion(popup, false)
    } else if (other) {
      const popup = await preview('other-popups', other, locale)
      if (popup) showOther(popup, false)
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

function showOther(popup: OtherPopup, remember = true) {
  const dialog = $<HTMLDialogElement>('shell-popup-other')
  if (!dialog) return
  const title = popup.title
  const link = popup.link && safeUrl(popup.link)
  const frame = popup.iframe && safeUrl(popup.iframe)
  const image = popup.image?.url ?? null
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

function showPromotion(popup: PromotionPopup, remember = true) {
  const dialog = $<HTMLDialogElement>('shell-popup-promo')
  if (!dialog) return
  dialog.querySelector<HTMLElement>('[data-title]')!.textContent = popup.title
  dialog.querySelector<HTMLElement>('[data-description]')!.textContent = popup.description ?? ''
  if (remember)
    dialog
      .querySelector<HTMLAnchorElement>('[data-continue]')!
      .addEventListener('click', () => setCookies(closePopupWrites()))
  openDialog(dialog, remember)
}
