/** /signIn: email and password (spec §2, §5, §8). Success loads the member and goes home. */
import { api } from '../../lib/members/calls'
import { validateSignIn } from '../../lib/members/validation'
import { loadUser, setUser } from '../../stores/user'
import { FormEnd, PasswordField, type S, TextField, useGuard, toggleLabels } from './ui'
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
  const { busy, failure } = form

  return (
    <div className="m-card">
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="m-form" aria-label={s['signIn.title']}>
        <TextField label={s['fields.email']} type="email" {...form.bind('email')} autoComplete="username" />
        <PasswordField label={s['fields.password']} {...form.bind('password')} autoComplete="current-password" {...toggleLabels(s)} />
        <p className="m-aside m-right">
          <a href="/forgot-password">{s['signIn.forgot']}</a>
        </p>
        <FormEnd failure={failure} busy={busy} hydrated={form.hydrated} label={s['signIn.submit']} />
      </form>
      <AsideLink text={s['signIn.noAccount']} href="/signUp" label={s['signIn.signUp']} />
    </div>
  )
}
