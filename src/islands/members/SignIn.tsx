/**
 * /signIn: email and password (spec §2, §5, §8). Success loads the member and goes home. Also where a
 * social sign-in lands when it failed (?social=failed|expired|no-email|unavailable: said in the
 * visitor's language) or found an account with the provider's email (?social=link: the password once
 * links the provider, the server does it on sign-in).
 */
import { useEffect, useState } from 'react'
import { SOCIAL_OUTCOMES, type SocialOutcome } from '../../contract/api/social'
import { fill } from '../../contract/format'
import { api } from '../../lib/members/calls'
import type { ApiError } from '../../lib/api'
import { validateSignIn } from '../../lib/members/validation'
import { loadUser, setUser } from '../../stores/user'
import { FormEnd, FormMessage, type Strings, useGuard } from './ui'
import { PasswordField, TextField } from './fields'
import { AsideLink } from './cards'
import SocialButtons from './SocialButtons'
import { useMemberForm } from './useMemberForm'

/** What each failed outcome says (the link outcome has its own notice). */
const OUTCOME_TEXT: Record<Exclude<SocialOutcome, 'link'>, string> = {
  failed: 'social.failed',
  expired: 'social.expired',
  'no-email': 'social.no-email',
  unavailable: 'social.unavailable',
}

const outcomeOf = (search: string) => {
  const v = new URLSearchParams(search).get('social')
  return (SOCIAL_OUTCOMES as readonly string[]).includes(v ?? '') ? (v as SocialOutcome) : null
}

/**
 * What a failed sign-in says (spec §8): the server's first email message; a refusal without one (a 4xx)
 * means the address is not verified. No answer, a server error or a body refused for its size is no
 * word on the address: the visitor is told to try again, and a rate limit says how long to wait.
 */
export const signInFailure =
  (s: Strings) =>
  (error: ApiError): string => {
    if (error.status === 0 || error.status >= 500 || error.status === 413) return s['errors.network']
    if (error.status === 429) return error.message || s['errors.network']
    return error.first('email') ?? s['errors.verify-email']
  }

export default function SignIn({ s }: { s: Strings }) {
  useGuard('guest')
  const [notice, setNotice] = useState<{ text: string; tone: 'error' | 'ok' } | null>(null)
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
    failure: signInFailure(s),
  })
  const { busy, failure, setValues } = form

  useEffect(() => {
    const outcome = outcomeOf(location.search)
    if (!outcome) return
    if (outcome !== 'link') return setNotice({ text: s[OUTCOME_TEXT[outcome]], tone: 'error' })
    void api
      .pendingSignIn()
      .then((p) => {
        if (!p || p.kind !== 'link') return setNotice({ text: s['social.expired'], tone: 'error' })
        setValues((x) => ({ ...x, email: p.email }))
        setNotice({ text: fill(s['social.linkNotice'], { email: p.email, provider: p.provider.name }), tone: 'ok' })
      })
      .catch(() => setNotice({ text: s['errors.network'], tone: 'error' }))
  }, [s, setValues])

  return (
    <div className="m-card">
      {notice && <FormMessage text={notice.text} tone={notice.tone} />}
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="m-form" aria-label={s['signIn.title']}>
        <TextField label={s['fields.email']} type="email" {...form.bind('email')} autoComplete="username" />
        <PasswordField s={s} kind="current" label={s['fields.password']} {...form.bind('password')} />
        <p className="m-aside m-right">
          <a href="/forgot-password">{s['signIn.forgot']}</a>
        </p>
        <FormEnd failure={failure} busy={busy} hydrated={form.hydrated} label={s['signIn.submit']} />
      </form>
      <SocialButtons s={s} />
      <AsideLink text={s['signIn.noAccount']} href="/signUp" label={s['signIn.signUp']} />
    </div>
  )
}
