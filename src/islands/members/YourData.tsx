/**
 * On /profile, below the form (docs/decisions.md, Beyond the spec; GDPR art. 15, 17 and 20): download everything we hold about
 * the member (JSON, or the passport as CSV), and delete the account after a clear warning and the
 * password, or a fresh sign-in with a provider linked to the account (back here as ?confirmed={id}).
 * Deleting signs out on this device too: the passport as last seen and any waiting writes go.
 */
import { apiPath } from '../../contract/api/paths'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Provider } from '../../contract/api/social'
import { flushSync } from 'react-dom'
import { ApiError } from '../../lib/api'
import { fill } from '../../contract/format'
import { api } from '../../lib/members/calls'
import { forgetAll } from '../../lib/members/lastSeen'
import { clearOutbox } from '../../lib/members/outbox'
import { DoneCard } from './cards'
import { type Strings } from './ui'
import { TextField } from './fields'

type Step = 'idle' | 'confirm' | 'busy' | 'deleted'

export default function YourData({ s, email }: { s: Strings; email: string }) {
  const [step, setStep] = useState<Step>('idle')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const [linked, setLinked] = useState<Provider[]>([])
  /** The provider the member just confirmed with: no password needed for the next few minutes. */
  const [confirmedWith, setConfirmedWith] = useState<Provider | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    const confirmed = new URLSearchParams(location.search).get('confirmed')
    void api
      .providers()
      .then((list) => {
        const mine = list.filter((p) => p.linked)
        setLinked(mine)
        const by = mine.find((p) => p.id === confirmed)
        if (!confirmed) return
        // The confirmation is read once: a reload does not repeat it.
        history.replaceState(history.state, '', location.pathname + location.hash)
        flushSync(() => {
          setStep('confirm')
          setConfirmedWith(by ?? null)
          setError(by ? null : s['profile.data.notConfirmed'])
        })
        if (by) formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus()
        else passwordRef.current?.focus()
      })
      .catch(() => undefined)
  }, [s])

  // Rendered synchronously so the field exists when it takes the focus (a frame callback could run first).
  const openConfirm = () => {
    flushSync(() => setStep('confirm'))
    passwordRef.current?.focus()
  }

  const remove = async (e: FormEvent) => {
    e.preventDefault()
    if (!password && !confirmedWith) {
      setError(s['validation.delete-password-required'])
      passwordRef.current?.focus()
      return
    }
    setStep('busy')
    setError(null)
    try {
      await api.deleteAccount(password)
      // This device forgets the member's data too. The page keeps showing them until the done card's
      // button goes home (the screen's guard would otherwise send the member away before they read it).
      await Promise.all([forgetAll(), clearOutbox().catch(() => undefined)])
      setStep('deleted')
    } catch (err) {
      // A provider confirmation that ran out (5 minutes): the password field comes back with the message.
      flushSync(() => setConfirmedWith(null))
      setStep('confirm')
      setError(
        err instanceof ApiError
          ? (err.first('current_password') ?? (err.message || s['errors.network']))
          : s['errors.network'],
      )
      passwordRef.current?.focus()
    }
  }

  if (step === 'deleted') {
    return (
      <DoneCard icon="check" title={s['profile.data.deleted']} action={{ href: '/', label: s['profile.ok'] }}>
        <p>{fill(s['profile.data.deletedText'], { email })}</p>
      </DoneCard>
    )
  }

  return (
    <section className="m-card m-data" aria-labelledby="your-data" data-testid="your-data">
      <h2 id="your-data">{s['profile.data.title']}</h2>
      <p className="m-intro">{s['profile.data.intro']}</p>
      <div className="m-data-links">
        <a className="button secondary" href={apiPath('exportData')} download>
          {s['profile.data.exportJson']}
        </a>
        <a className="button secondary" href={apiPath('exportData', {}, { format: 'csv' })} download>
          {s['profile.data.exportCsv']}
        </a>
      </div>
      {step === 'idle' ? (
        <button type="button" className="m-link m-danger-link" onClick={openConfirm}>
          {s['profile.data.delete']}
        </button>
      ) : (
        <form
          ref={formRef}
          className="m-form m-delete"
          onSubmit={(e) => void remove(e)}
          noValidate
          aria-label={s['profile.data.delete']}
        >
          <p className="m-warning" role="note">
            {s['profile.data.deleteWarning']}
          </p>
          {confirmedWith ? (
            <p className="m-form-ok" role="status">
              {fill(s['profile.data.confirmed'], { provider: confirmedWith.name })}
            </p>
          ) : (
            <>
              <TextField
                label={s['fields.currentPassword']}
                name="current_password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(v) => setPassword(v)}
                error={error ?? undefined}
                inputRef={passwordRef}
              />
              {linked.map((p) => (
                <p key={p.id} className="m-aside">
                  <a href={apiPath('socialStart', { provider: p.id }, { for: 'delete' })}>
                    {fill(s['profile.data.confirmWith'], { provider: p.name })}
                  </a>
                </p>
              ))}
            </>
          )}
          <div className="m-actions">
            <button
              type="submit"
              className="button m-danger"
              disabled={step === 'busy'}
              aria-busy={step === 'busy' || undefined}
            >
              {s['profile.data.deleteConfirm']}
            </button>
            <button
              type="button"
              className="button secondary"
              onClick={() => (setStep('idle'), setPassword(''), setError(null), setConfirmedWith(null))}
            >
              {s['profile.data.keep']}
            </button>
          </div>
        </form>
      )}
    </section>
  )
}
