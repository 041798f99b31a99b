/** /signIn: email and password (spec §2, §5, §8). Success loads the member and goes home. */
import { useRef, useState, type FormEvent } from 'react'
import { ApiError } from '../../lib/api'
import { api } from '../../lib/members/calls'
import { isValid, validateSignIn } from '../../lib/members/validation'
import { loadUser, setUser } from '../../stores/user'
import { useHydrated, errorText, focusFirstInvalid, FormMessage, PasswordField, TextField, useGuard, type S } from './ui'

export default function SignIn({ s }: { s: S }) {
  useGuard('guest')
  const hydrated = useHydrated()
  const [v, setV] = useState({ email: '', password: '' })
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const formRef = useRef<HTMLFormElement>(null)
  const errors = tried ? validateSignIn(v) : {}

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTried(true)
    if (!isValid(validateSignIn(v))) return requestAnimationFrame(() => focusFirstInvalid(formRef.current))
    setBusy(true)
    setFailure('')
    try {
      await api.login({ email: v.email.trim(), password: v.password })
      const member = await loadUser(true)
      if (member) setUser(member)
      location.assign('/')
    } catch (error) {
      // The server's first email message; a failure without one means the address is not verified (spec §8).
      const email = error instanceof ApiError ? error.first('email') : undefined
      setFailure(error instanceof ApiError && error.status !== 0 ? (email ?? s['errors.verify-email']) : s['errors.network'])
      setBusy(false)
    }
  }

  return (
    <div className="m-card">
      <form ref={formRef} noValidate onSubmit={submit} className="m-form" aria-label={s['signIn.title']}>
        <TextField label={s['fields.email']} name="email" type="email" value={v.email} onChange={(email) => setV((x) => ({ ...x, email }))} error={errorText(s, errors.email) || undefined} autoComplete="username" />
        <PasswordField label={s['fields.password']} name="password" value={v.password} onChange={(password) => setV((x) => ({ ...x, password }))} error={errorText(s, errors.password) || undefined} autoComplete="current-password" showLabel={s['fields.show']} hideLabel={s['fields.hide']} />
        <p className="m-aside m-right">
          <a href="/forgot-password">{s['signIn.forgot']}</a>
        </p>
        {failure && <FormMessage text={failure} />}
        <div className="m-actions">
          <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy || undefined}>
            {s['signIn.submit']}
          </button>
        </div>
      </form>
      <p className="m-aside">
        {s['signIn.noAccount']} <a href="/signUp">{s['signIn.signUp']}</a>
      </p>
    </div>
  )
}
