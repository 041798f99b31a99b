/**
 * /forgot-password (spec §2, §4): step 1 asks for the email; step 2 confirms the mail was sent, with OK
 * to home and a resend offered when the 60 s countdown reaches 0. Not for signed-in members.
 */
import { useEffect, useState } from 'react'
import { api } from '../../lib/members/calls'
import type { Locale } from '../../contract/locales'
import { fill, fillCount } from '../../contract/format'
import { resendSecondsLeft } from '../../lib/members/timing'
import { validateForgot } from '../../lib/members/validation'
import { FormEnd, FormMessage, type Strings, useGuard } from './ui'
import { TextField } from './fields'
import { AsideLink, DoneCard } from './cards'
import { useMemberForm } from './useMemberForm'

export default function ForgotPassword({ s, locale }: { s: Strings; locale: Locale }) {
  useGuard('guest')
  const [sentAt, setSentAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const form = useMemberForm({
    s,
    initial: { email: '' },
    validate: validateForgot,
    send: async (v) => {
      await api.forgotPassword(v.email.trim())
      const at = Date.now()
      setSentAt(at)
      setNow(at)
    },
    failure: (error) => error.first('email') ?? (error.message || s['errors.network']),
  })
  const { busy, failure } = form
  const email = form.values.email

  useEffect(() => {
    if (sentAt === null) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [sentAt])
  const left = sentAt === null ? 0 : resendSecondsLeft(sentAt, now)

  if (sentAt !== null) {
    return (
      <DoneCard icon="mail" title={s['forgot.sent']}>
        <p>{fill(s['forgot.sentDetail'], { email: email.trim() })}</p>
        <div className="m-actions m-stack">
          <a className="button" href="/">
            {s['forgot.ok']}
          </a>
          {left > 0 ? (
            <p className="m-countdown" role="timer" aria-live="off" data-testid="resend-countdown">
              {fillCount(s, locale, 'forgot.countdown', left)}
            </p>
          ) : (
            <button type="button" className="button secondary" onClick={() => void form.run()} disabled={busy}>
              {s['forgot.resend']}
            </button>
          )}
        </div>
        {failure && <FormMessage text={failure} />}
      </DoneCard>
    )
  }

  return (
    <div className="m-card">
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="m-form" aria-label={s['forgot.title']}>
        <TextField label={s['fields.email']} type="email" {...form.bind('email')} autoComplete="email" />
        <FormEnd failure={failure} busy={busy} hydrated={form.hydrated} label={s['forgot.submit']} />
      </form>
      <AsideLink text={s['forgot.noAccount']} href="/signUp" label={s['forgot.signUp']} />
    </div>
  )
}
