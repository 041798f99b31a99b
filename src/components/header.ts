/**
 * The header's behaviour: menus (native <dialog>: focus trap, Escape, inert page), the member from
 * GET /api/user (after load), the language switch and sign-out. Plain DOM: no framework on the page.
 */
import { COOKIE } from '../contract/cookies'
import { isLocale } from '../contract/locales'
import { switchLocale } from '../lib/startup/language'
import { readJar } from '../lib/cookies'
import { $loading } from '../stores/shell'
import { $user, avatarUrl, fullName, loadUser, signOut, type Member } from '../stores/user'
import { syncNow } from '../lib/members/sync'
import { COUNTRY_CODE_ANY_CASE } from '../contract/patterns'

function initials(m: Member): string {
  return (
    [m.name, m.surname]
      .filter(Boolean)
      .map((s) => s!.trim().charAt(0).toUpperCase())
      .join('') || '·'
  )
}

function renderMember(m: Member | null | undefined) {
  const html = document.documentElement
  html.dataset.auth = m === undefined ? 'unknown' : m ? 'in' : 'out'
  if (m === undefined) delete html.dataset.auth
  if (!m) return
  const url = avatarUrl(m)
  document.querySelectorAll<HTMLElement>('[data-avatar]').forEach((el) => {
    el.replaceChildren()
    if (url) {
      const img = document.createElement('img')
      img.src = url
      img.alt = ''
      img.decoding = 'async'
      el.append(img)
    } else el.textContent = initials(m)
  })
  const name = document.querySelector('[data-user-name]')
  if (name) name.textContent = fullName(m)
  const country = document.querySelector<HTMLElement>('[data-user-country]')
  if (country) {
    // The code now, its name when the menu opens (nameCountry): making region names costs a phone 20-80 ms.
    country.dataset.code = m.country ?? ''
    country.textContent = m.country ?? ''
  }
}

/** The member's country by name, in the page's language (the code stays if the browser has no name). */
function nameCountry(el: HTMLElement | null) {
  const code = el?.dataset.code
  if (!el || !code) return
  try {
    el.textContent = new Intl.DisplayNames([document.documentElement.lang, 'en'], { type: 'region' }).of(code) ?? code
  } catch {
    /* keep the code */
  }
  delete el.dataset.code
}

export function initHeader() {
  const menus = {
    burger: document.getElementById('burger-menu'),
    user: document.getElementById('user-menu'),
  } as Record<string, HTMLDialogElement | null>
  document.querySelectorAll<HTMLElement>('[data-open-menu]').forEach((btn) =>
    btn.addEventListener('click', () => {
      if (btn.dataset.openMenu === 'user') nameCountry(document.querySelector('[data-user-country]'))
      menus[btn.dataset.openMenu!]?.showModal()
    }),
  )
  for (const dialog of Object.values(menus)) {
    if (!dialog) continue
    dialog.querySelectorAll('[data-close-menu]').forEach((b) => b.addEventListener('click', () => dialog.close()))
    // A tap on the backdrop (outside the panel) closes it.
    dialog.addEventListener('click', (e) => {
      if (e.target !== dialog) return
      const r = dialog.getBoundingClientRect()
      const { clientX: x, clientY: y } = e as MouseEvent
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) dialog.close()
    })
  }

  // The language buttons only: pages carry data-locale on their own elements too.
  document.querySelectorAll<HTMLButtonElement>('button[data-switch-locale]').forEach((b) =>
    b.addEventListener('click', () => {
      const locale = b.dataset.switchLocale
      if (!isLocale(locale) || b.getAttribute('aria-pressed') === 'true') return menus.burger?.close()
      $loading.set(true)
      void switchLocale(locale)
    }),
  )

  document.querySelector('[data-sign-out]')?.addEventListener('click', async () => {
    const member = $user.get()
    // Ratings and notes still waiting on this phone: one more try, then the member decides.
    if (member && (await syncNow(member)) > 0 && !(await confirmLeavingUnsynced())) return menus.burger?.close()
    $loading.set(true)
    await signOut()
    menus.burger?.close()
    menus.user?.close()
    if (location.pathname !== '/') location.assign('/')
    else $loading.set(false)
  })

  $user.subscribe(renderMember)
  void loadUser()
}

/** The "not synced yet" question before signing out: true when the member signs out anyway. */
function confirmLeavingUnsynced(): Promise<boolean> {
  const dialog = document.getElementById('unsynced-dialog') as HTMLDialogElement | null
  if (!dialog) return Promise.resolve(true)
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => resolve(dialog.returnValue === 'leave'), { once: true })
    dialog.returnValue = ''
    dialog.showModal()
  })
}

/** Home: a signed-in member's country goes into the country cookie (spec §2 Home). */
export function rememberMemberCountry(m: Member | null, write: (country: string) => void) {
  if (
    m?.country &&
    COUNTRY_CODE_ANY_CASE.test(m.country) &&
    readJar(document.cookie)[COOKIE.country] !== m.country.toUpperCase()
  )
    write(m.country.toUpperCase())
}
