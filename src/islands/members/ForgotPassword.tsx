/**
 * /forgot-password (spec §2, §4): step 1 asks for the email; step 2 confirms the mail was sent, with OK
 * to home and a resend offered when the 60 s countdown reaches 0. Not for signed-in members.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { ApiError } from '../../lib/api'
import { api } from '../../lib/members/calls'
import { fmt } from '../../lib/members/format'
import { resendSecondsLeft } from '../../lib/members/timing'
import { isValid, validateForgot } from '../../lib/members/validation'
import { useHydrated, Badge, errorText, FormMessage, TextField, useGuard, type S } from './ui'

export default function ForgotPassword({ s }: { s: S }) {
  useGuard('guest')
  const hydrated = useHydrated()
  const [email, setEmail] = useState('')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const [sentAt, setSentAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const doneRef = useRef<HTMLHeadingElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const errors = tried ? validateForgot({ email }) : {}

  useEffect(() => {
    if (sentAt === null) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [sentAt])
  const left = sentAt === null ? 0 : resendSecondsLeft(sentAt, now)

  async function send() {
    setBusy(true)
    setFailure('')
    try {
      await api.forgotPassword(email.trim())
      const at = Date.now()
      setSentAt(at)
      setNow(at)
      requestAnimationFrame(() => doneRef.current?.focus())
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.first('email') ?? (error.message || s['errors.network'])) : s['errors.network'])
    } finally {
      setBusy(false)
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTried(true)
    if (!isValid(validateForgot({ email }))) return inputRef.current?.focus()
    await send()
  }

  if (sentAt !== null) {
    return (
      <div className="m-card m-done">
        <Badge icon="mail" />
        <h2 ref={doneRef} tabIndex={-1}>
          {s['forgot.sent']}
        </h2>
        <p>{fmt(s['forgot.sentDetail'], { email: email.trim() })}</p>
        <div className="m-actions m-stack">
          <a className="button" href="/">
            {s['forgot.ok']}
          </a>
          {left > 0 ? (
            <p className="m-countdown" role="timer" aria-live="off" data-testid="resend-countdown">
              {fmt(s['forgot.countdown'], { n: left })}
            </p>
          ) : (
            <button type="button" className="button secondary" onClick={() => void send()} disabled={busy}>
              {s['forgot.resend']}
            </button>
          )}
        </div>
        {failure && <FormMessage text={failure} />}
      </div>
    )
  }

  return (
    <div className="m-card">
      <form noValidate onSubmit={submit} className="m-form" aria-label={s['forgot.title']}>
        <TextField label={s['fields.email']} name="email" type="email" value={email} onChange={setEmail} error={errorText(s, errors.email) || undefined} autoComplete="email" inputRef={inputRef} />
        {failure && <FormMessage text={failure} />}
        <div className="m-actions">
          <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy || undefined}>
            {s['forgot.submit']}
          </button>
        </div>
      </form>
      <p className="m-aside">
        {s['forgot.noAccount']} <a href="/signUp">{s['forgot.signUp']}</a>
      </p>
    </div>
  )
}
