/**
 * The browser side of the start-up behaviour (spec §2 route guard, §4): runs the pure rules of this
 * folder against the real cookies, sessionStorage, geolocation and API, and shows the shell's
 * overlays (rendered hidden by src/components/Startup.astro). Loaded by that component's script.
 */
import { COOKIE } from '../../contract/cookies'
import { isLocale, type Locale } from '../../contract/locales'
import { $detected, $loading } from '../../stores/shell'
import { call } from '../api'
import { applyWrites, readJar, setCookies, type Jar } from '../cookies'
import { closeIosBannerWrites, installBanner } from './ios'
import { localeWrites } from './language'
import {
  closeLocationPopupWrites,
  countryCodeOf,
  firstVisitLocale,
  geolocationWrites,
  ipLookupWrites,
  needsIpLookup,
  shouldPostCoordinates,
  shouldShowLocationPopup,
  trackingRecord,
  type Coordinates,
} from './location'
import { previewCountry, previewPopup, runPopups } from './popupDialogs'
import { ensureSessionId, visitedBefore } from './session'
import { firstVisitCookies } from '../gate'
import { registerServiceWorker } from './serviceWorker'
import { previewAsked } from '../../contract/preview'
import { API_TIMEOUT_MS } from '../../contract/constants'

type Mode = 'app' | 'full' | 'gate'

/** The start-up calls give up after 8 s: the page carries on without them. */
const TIMEOUT = { timeoutMs: API_TIMEOUT_MS }
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null

export async function runStartup(root: HTMLElement) {
  const mode = (root.dataset.mode ?? 'app') as Mode
  const locale = (isLocale(root.dataset.locale) ? root.dataset.locale : 'en') as Locale
  // "JP:ja,ES:es,...": each country's first language we speak (en when absent), from the build.
  const locales = new Map(
    (root.dataset.localeByCountry ?? '')
      .split(',')
      .filter(Boolean)
      .map((p) => p.split(':') as [string, Locale]),
  )
  const localeOf = (code: string): Locale => locales.get(code) ?? 'en'

  wirePreloader()
  // A staff preview (often in the admin's live preview frame) shows the draft alone: no overlay, no
  // location asked, no visit counted, no service worker.
  const search = new URLSearchParams(location.search)
  const ask = previewAsked(search)
  if (ask) {
    document.documentElement.dataset.startup = 'done'
    previewCountry(ask, locale)
    previewPopup(search, locale)
    return
  }
  // Not under `npm run dev`: the worker comes with a build, and would answer pages the dev server renders.
  if (!import.meta.env.DEV) registerServiceWorker(offerReload)
  // The browser's install offer may come at any time; kept until the banner can show it.
  addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault()
    installOffer = e as InstallPromptEvent
    if (mode === 'app' && document.documentElement.dataset.startup === 'done') whenClear(showInstallBanner)
  })
  addEventListener('appinstalled', () => {
    installOffer = null
    const el = $('shell-ios')
    if (el) el.hidden = true
  })

  const session = safeSession()
  let jar: Jar = readJar(document.cookie)
  const apply = (writes: ReturnType<typeof ipLookupWrites>) => {
    setCookies(writes)
    jar = applyWrites(jar, writes)
  }
  // 0. A first visit's cookies (spec §4), before anything else reads them.
  apply(firstVisitCookies(jar))

  // 1. Route guard: the location by client IP while the geolocation cookie is not 'true'.
  if (needsIpLookup(jar)) {
    const before = jar
    const result = await call('clientIp', undefined, TIMEOUT)
      .then((answer) => answer.data)
      .catch(() => null)
    const code = countryCodeOf(result?.country ?? null)
    apply(ipLookupWrites(result, jar, code))
    if (code) $detected.set(code)
    if (mode === 'gate') {
      const wanted = firstVisitLocale(before, before[COOKIE.country] ?? code, locale, localeOf)
      if (wanted) {
        setCookies(localeWrites(wanted))
        location.reload()
        return
      }
    }
  }

  // 2. Browser geolocation; the start-up popups run alongside (they need only the IP's state).
  const popups = mode === 'app' ? runPopups(jar) : Promise.resolve()
  const coords = await geolocate()
  await popups
  if (coords) {
    hideLocationPopup()
    if (shouldPostCoordinates(jar, coords)) {
      const data = await call('geolocation', { body: coords }, TIMEOUT).catch(() => null)
      const code = countryCodeOf(data?.country ?? null)
      apply(geolocationWrites(coords, data, jar, code))
      if (code) $detected.set(code)
    }
  } else if (mode === 'app' && shouldShowLocationPopup(jar)) {
    showLocationPopup()
  }

  // 3. Once per browser session: the tracking record.
  if (session?.created) {
    const record = trackingRecord(session.id, jar, locale, safeVisitedBefore())
    await call('tracking', { body: record }, TIMEOUT).catch(() => null)
  }
  await popups
  if (mode === 'app') whenClear(showInstallBanner)
  // For tests and tools: the start-up work of this page is over.
  document.documentElement.dataset.startup = 'done'
}

function safeSession() {
  try {
    return ensureSessionId(sessionStorage)
  } catch {
    return null
  }
}

/** Storage refused (a private window may): the visit counts as new. */
function safeVisitedBefore() {
  try {
    return visitedBefore(localStorage)
  } catch {
    return false
  }
}

function geolocate(): Promise<Coordinates | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null)
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (e) => {
        console.info('[startup] geolocation unavailable:', e.message)
        resolve(null)
      },
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  })
}

/* ---------- the overlays ---------- */

function wirePreloader() {
  const el = $('shell-preloader')
  if (!el) return
  let timer: ReturnType<typeof setTimeout> | undefined
  $loading.subscribe((on) => {
    clearTimeout(timer)
    // A short delay: quick actions never flash the preloader.
    if (on) timer = setTimeout(() => (el.hidden = false), 200)
    else el.hidden = true
  })
}

/** One overlay at a time: runs `fn` once no start-up popup and no location sheet is showing. */
function whenClear(fn: () => void) {
  const open = document.querySelector<HTMLDialogElement>('dialog.popup[open]')
  if (open) return open.addEventListener('close', () => whenClear(fn), { once: true })
  const sheet = $('shell-location')
  if (sheet && !sheet.hidden)
    return document.addEventListener('shell:sheet-closed', () => whenClear(fn), { once: true })
  fn()
}

function showLocationPopup() {
  whenClear(openLocationPopup)
}

function openLocationPopup() {
  const el = $('shell-location')
  if (!el || !el.hidden) return
  el.hidden = false
  document.body.classList.add('has-sheet')
  el.querySelector<HTMLButtonElement>('[data-close]')?.addEventListener(
    'click',
    () => {
      setCookies(closeLocationPopupWrites())
      hideLocationPopup()
    },
    { once: true },
  )
}

function hideLocationPopup() {
  const el = $('shell-location')
  if (!el || el.hidden) return
  el.hidden = true
  document.body.classList.remove('has-sheet')
  document.dispatchEvent(new Event('shell:sheet-closed'))
}

/** "New content is ready. Reload": the visitor decides when (spec: nothing typed is lost). */
function offerReload(reload: () => void) {
  const el = $('shell-update')
  if (!el) return
  el.hidden = false
  el.querySelector<HTMLButtonElement>('button')?.addEventListener('click', reload, { once: true })
}

/** What Chrome and Edge hand to the page instead of showing their own install prompt. */
type InstallPromptEvent = Event & {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}
let installOffer: InstallPromptEvent | null = null

/** The banner of spec §4: on iOS the Share instructions, where the browser offers it an Install button. */
function showInstallBanner() {
  const el = $('shell-ios')
  if (!el || !el.hidden) return
  const nav = navigator as Navigator & { standalone?: boolean }
  const standalone = nav.standalone === true || matchMedia('(display-mode: standalone)').matches
  const device = {
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone,
  }
  const kind = installBanner(device, readJar(document.cookie), installOffer !== null)
  if (!kind) return
  el.dataset.mode = kind
  for (const part of el.querySelectorAll<HTMLElement>('[data-for]')) part.hidden = part.dataset.for !== kind
  el.hidden = false
  const close = () => {
    setCookies(closeIosBannerWrites())
    el.hidden = true
  }
  el.querySelector<HTMLButtonElement>('[data-close]')?.addEventListener('click', close, { once: true })
  el.querySelector<HTMLButtonElement>('[data-install]')?.addEventListener(
    'click',
    async () => {
      const offer = installOffer
      installOffer = null
      if (!offer) return close()
      await offer.prompt()
      await offer.userChoice.catch(() => null)
      // Installed or declined, the banner's work is done for the next seven days.
      close()
    },
    { once: true },
  )
}
