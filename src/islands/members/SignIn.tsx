/** /signIn: email and password (spec §2, §5, §8). Success loads the member and goes home. */
import { api } from '../../lib/members/calls'
import { validateSignIn } from '../../lib/members/validation'
import { loadUser, setUser } from '../../stores/user'
import { FormEnd, PasswordField, type S, TextField, useGuard } from './ui'
import { AsideLink } from './cards'
import { useMemberForm } from './useMemberForm'

export default function SignIn({ s }: { s: S }) {
  useGuard('guest')
  const form = useMemberForm({
    s,
    initial: { email: '', password: '' },
    validate: validateSignIn,
    send: async (v) => {
      await api.login({ email: v.email.trim(), password: v.password })
      const member = await loadUser(true)
      if (member) setUser(member)
      location.assign('/')
      return 'leaving'
    },
    // The server's first email message; a failure without one means the address is not verified.
    failure: (error) => (error.status !== 0 ? (error.first('email') ?? s['errors.verify-email']) : s['errors.network']),
  })
  const { values: v, busy, failure } = form

  return (
    <div className="m-card">
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="m-form" aria-label={s['signIn.title']}>
        <TextField label={s['fields.email']} name="email" type="email" value={v.email} onChange={form.set('email')} error={form.error('email')} autoComplete="username" />
        <PasswordField
          label={s['fields.password']}
          name="password"
          value={v.password}
          onChange={form.set('password')}
          error={form.error('password')}
          autoComplete="current-password"
          showLabel={s['fields.show']}
          hideLabel={s['fields.hide']}
        />
        <p className="m-aside m-right">
          <a href="/forgot-password">{s['signIn.forgot']}</a>
        </p>
        <FormEnd failure={failure} busy={busy} hydrated={form.hydrated} label={s['signIn.submit']} />
      </form>
      <AsideLink text={s['signIn.noAccount']} href="/signUp" label={s['signIn.signUp']} />
    </div>
  )
}
