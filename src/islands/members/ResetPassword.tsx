/**
 * /reset-password/{token}?email=...: the token from the path, the email from the query (spec §2).
 * Step 1 the new password twice; step 2 the congratulation with a sign-in link. Not for members.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '../../lib/api'
import { api } from '../../lib/members/calls'
import { isValid, validateReset } from '../../lib/members/validation'
import { useHydrated, Badge, errorText, focusFirstInvalid, FormMessage, PasswordField, useGuard, type S } from './ui'

/** The token of /reset-password/{token}. */
export function tokenFromPath(pathname: string): string {
  const m = /^\/reset-password\/([^/?#]+)/.exec(pathname)
  if (!m) return ''
  try {
    return decodeURIComponent(m[1])
  } catch {
    return m[1]
  }
}

export default function ResetPassword({ s }: { s: S }) {
  useGuard('guest')
  const hydrated = useHydrated()
  const [link, setLink] = useState({ token: '', email: '' })
  const [v, setV] = useState({ password: '', password_confirmation: '' })
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const [done, setDone] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const errors = tried ? validateReset(v) : {}

  useEffect(() => {
    setLink({ token: tokenFromPath(location.pathname), email: new URLSearchParams(location.search).get('email') ?? '' })
  }, [])

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTried(true)
    if (!isValid(validateReset(v))) return requestAnimationFrame(() => focusFirstInvalid(formRef.current))
    setBusy(true)
    setFailure('')
    try {
      await api.resetPassword({ token: link.token, email: link.email, ...v })
      setDone(true)
      requestAnimationFrame(() => doneRef.current?.focus())
    } catch (error) {
      if (error instanceof ApiError) {
        setFailure(error.first('email') ?? error.first('token') ?? error.first('password') ?? (error.message || s['errors.network']))
      } else setFailure(s['errors.network'])
    } finally {
      setBusy(false)
    }
  }

  if (done) {
    return (
      <div className="m-card m-done">
        <Badge icon="check" />
        <h2 ref={doneRef} tabIndex={-1}>
          {s['reset.done']}
        </h2>
        <p>{s['reset.doneText']}</p>
        <div className="m-actions">
          <a className="button" href="/signIn">
            {s['reset.signIn']}
          </a>
        </div>
      </div>
    )
  }

  return (
    <div className="m-card">
      {link.email && <p className="m-for">{link.email}</p>}
      <form ref={formRef} noValidate onSubmit={submit} className="m-form" aria-label={s['reset.title']}>
        {/* For password managers: the account this password belongs to. */}
        <input type="email" name="email" value={link.email} autoComplete="username" readOnly hidden />
        <PasswordField label={s['fields.newPassword']} name="password" value={v.password} onChange={(password) => setV((x) => ({ ...x, password }))} error={errorText(s, errors.password) || undefined} autoComplete="new-password" showLabel={s['fields.show']} hideLabel={s['fields.hide']} hint={s['fields.passwordHint']} />
        <PasswordField label={s['fields.confirmPassword']} name="password_confirmation" value={v.password_confirmation} onChange={(password_confirmation) => setV((x) => ({ ...x, password_confirmation }))} error={errorText(s, errors.password_confirmation) || undefined} autoComplete="new-password" showLabel={s['fields.show']} hideLabel={s['fields.hide']} />
        {failure && <FormMessage text={failure} />}
        <div className="m-actions">
          <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy || undefined}>
            {s['reset.submit']}
          </button>
        </div>
      </form>
    </div>
  )
}
