/**
 * /reset-password/{token}?email=...: the token from the path, the email from the query (spec §2).
 * Step 1 the new password twice; step 2 the congratulation with a sign-in link. Not for members.
 */
import { useEffect, useState } from 'react'
import { api } from '../../lib/members/calls'
import { validateReset } from '../../lib/members/validation'
import { FormEnd, useGuard, type Strings } from './ui'
import { PasswordField } from './fields'
import { DoneCard } from './cards'
import { useMemberForm } from './useMemberForm'

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

export default function ResetPassword({ s }: { s: Strings }) {
  useGuard('guest')
  const [link, setLink] = useState({ token: '', email: '' })
  const [done, setDone] = useState(false)
  const form = useMemberForm({
    s,
    initial: { password: '', password_confirmation: '' },
    validate: validateReset,
    send: async (v) => {
      await api.resetPassword({ token: link.token, email: link.email, ...v })
      setDone(true)
    },
    failure: (error) =>
      error.first('email') ?? error.first('token') ?? error.first('password') ?? (error.message || s['errors.network']),
  })
  const { busy, failure } = form

  useEffect(() => {
    setLink({ token: tokenFromPath(location.pathname), email: new URLSearchParams(location.search).get('email') ?? '' })
  }, [])

  if (done) {
    return (
      <DoneCard icon="check" title={s['reset.done']} action={{ href: '/signIn', label: s['reset.signIn'] }}>
        <p>{s['reset.doneText']}</p>
      </DoneCard>
    )
  }

  return (
    <div className="m-card">
      {link.email && <p className="m-for">{link.email}</p>}
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="m-form" aria-label={s['reset.title']}>
        {/* For password managers: the account this password belongs to. */}
        <input type="email" name="email" value={link.email} autoComplete="username" readOnly hidden />
        <PasswordField s={s} kind="new" label={s['fields.newPassword']} {...form.bind('password')} />
        <PasswordField
          s={s}
          kind="confirm"
          label={s['fields.confirmPassword']}
          {...form.bind('password_confirmation')}
        />
        <FormEnd failure={failure} busy={busy} hydrated={form.hydrated} label={s['reset.submit']} />
      </form>
    </div>
  )
}
