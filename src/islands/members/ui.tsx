/** What the member islands share: the strings' type, hydration, the form's end and messages, the guards (fields in fields.tsx). */
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useStore } from '@nanostores/react'
import { $user, loadUser, type Member } from '../../stores/user'
import type { Strings } from '../../lib/members/strings'
import './members.css'

export type { Strings }

/**
 * False in the server's HTML and until the island is live: submit buttons stay disabled until then, so
 * a tap before hydration cannot send the form natively (with the password in the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** The message for an error code (the API's validation message; a few codes only the screens use, such as `network`), or the server's text as it came. */
export const errorText = (s: Strings, key: string | null | undefined) =>
  key ? (s[`errors.${key}`] ?? s[`validation.${key}`] ?? key) : ''

/** The sign-up's terms: a toggle and the panel it opens (spec §2). */
export function TermsPanel({ s, terms, id }: { s: Strings; terms: string[]; id: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="m-link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? s['signUp.hideTerms'] : s['signUp.showTerms']}
      </button>
      <section id={id} className="m-terms" hidden={!open} aria-label={s['signUp.termsTitle']}>
        {terms.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
    </>
  )
}

/** The save row under a note: one button, busy (and disabled) while the save runs. */
export function SaveRow({ label, busy, onSave }: { label: string; busy: boolean; onSave: () => void }) {
  return (
    <div className="m-actions">
      <button type="button" className="button" onClick={onSave} disabled={busy} aria-busy={busy || undefined}>
        {label}
      </button>
    </div>
  )
}

/** A live line under a form: server errors and other failures. */
export function FormMessage({ text, tone = 'error' }: { text: string; tone?: 'error' | 'ok' | 'pending' }) {
  return (
    <p className={`m-form-${tone}`} role={tone === 'error' ? 'alert' : 'status'} aria-live="polite">
      {text}
    </p>
  )
}

/** The end of a member form: the general error, a notice, then the actions (the submit last). */
export function FormEnd({
  failure,
  busy,
  hydrated,
  label,
  notice,
  children,
}: {
  failure: string
  busy: boolean
  hydrated: boolean
  label: string
  notice?: ReactNode
  children?: ReactNode
}) {
  return (
    <>
      {failure && <FormMessage text={failure} />}
      {notice}
      <div className="m-actions">
        {children}
        <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy || undefined}>
          {label}
        </button>
      </div>
    </>
  )
}

/** Focuses the first invalid control of a form after a failed submit. */
export function focusFirstInvalid(form: HTMLElement | null) {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  el?.focus()
}

/**
 * Who may see a screen: 'member' sends signed-out visitors to `to`; 'guest' sends signed-in members
 * to `to` (forgot and reset password, spec §6). Returns the member once known (undefined before).
 */
export function useGuard(who: 'member' | 'guest' | 'any', to = '/'): Member | null | undefined {
  const user = useStore($user)
  const decided = useRef(false)
  useEffect(() => {
    void loadUser()
  }, [])
  useEffect(() => {
    if (user === undefined) return
    // Members leaving (sign-out from the menu) are sent away at any time; a guest screen decides once,
    // on arrival, so that its own sign-in can finish its work before it moves on.
    if (who === 'member' && user === null) location.replace(to)
    if (who === 'guest' && user && !decided.current) location.replace(to)
    decided.current = true
  }, [user, who, to])
  return user
}
