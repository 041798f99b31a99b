/**
 * /profile (spec §2, §4, §5): avatar (jpg, jpeg, png; over 2 MB refused here with 'file-greater' and
 * nothing sent), name, surname, email, country, newsletter. A new email asks for the current password
 * and changes only when the link mailed to it is followed. Saving shows a confirmation (saying where
 * the link went when the email is changing) whose OK goes home. Signed-out visitors go home.
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { ApiError } from '../../lib/api'
import { api, type Member as ApiMember } from '../../lib/members/calls'
import { fmt } from '../../lib/members/format'
import { AVATAR_ACCEPT, avatarError, isValid, validateProfile, type ErrorKey } from '../../lib/members/validation'
import { setUser } from '../../stores/user'
import { useHydrated, Badge, Check, errorText, focusFirstInvalid, FormMessage, Loading, SelectField, TextField, useGuard, type S } from './ui'

type Props = { s: S; countries: { code: string; name: string }[] }

export default function Profile({ s, countries }: Props) {
  const user = useGuard('member')
  const hydrated = useHydrated()
  const [profile, setProfile] = useState<ApiMember | null>(null)
  const [v, setV] = useState({ name: '', surname: '', email: '', country: '' })
  const [newsletter, setNewsletter] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [fileError, setFileError] = useState<ErrorKey | null>(null)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const [serverFields, setServerFields] = useState<Record<string, string>>({})
  const [currentPassword, setCurrentPassword] = useState('')
  const [done, setDone] = useState<{ emailPending: string | null } | null>(null)
  const [resent, setResent] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle')
  const formRef = useRef<HTMLFormElement>(null)
  const doneRef = useRef<HTMLHeadingElement>(null)
  const codes = useMemo(() => countries.map((c) => c.code), [countries])

  useEffect(() => {
    if (!user) return
    api.profile().then(
      (p) => {
        if (!p) return
        setProfile(p)
        setV({ name: p.name, surname: p.surname, email: p.email, country: p.country })
        setNewsletter(p.keep_me_update)
      },
      () => setFailure(s['errors.network']),
    )
  }, [user, s])

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  const emailChanging = Boolean(profile && v.email.trim().toLowerCase() !== profile.email.toLowerCase())
  const passwordMissing = emailChanging && !currentPassword
  const errors = tried ? validateProfile(v, codes) : {}
  const err = (k: keyof typeof v) => errorText(s, errors[k]) || serverFields[k] || undefined
  const passwordError = (tried && passwordMissing ? errorText(s, 'current-password-required') : '') || serverFields.current_password || undefined
  const set = (k: keyof typeof v) => (value: string) => setV((x) => ({ ...x, [k]: value }))

  function pickFile(e: ChangeEvent<HTMLInputElement>) {
    const f = e.target.files?.[0] ?? null
    if (!f) return
    const problem = avatarError(f)
    setFileError(problem)
    if (problem) {
      setFile(null)
      setPreview(null)
      e.target.value = ''
      return
    }
    setFile(f)
    setPreview(URL.createObjectURL(f))
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTried(true)
    if (fileError || passwordMissing || !isValid(validateProfile(v, codes))) return requestAnimationFrame(() => focusFirstInvalid(formRef.current))
    if (!profile) return
    setBusy(true)
    setFailure('')
    setServerFields({})
    const form = new FormData()
    form.set('id', profile.id)
    if (file) form.set('image', file)
    form.set('name', v.name.trim())
    form.set('surname', v.surname.trim())
    form.set('country', v.country)
    form.set('email', v.email.trim())
    form.set('keep_me_update', newsletter ? '1' : '0')
    if (emailChanging) form.set('current_password', currentPassword)
    try {
      const { member: saved, emailPending } = await api.saveProfile(form)
      const fresh = saved ?? (await api.profile().catch(() => null))
      if (fresh) {
        setProfile(fresh)
        setUser({ ...fresh })
      }
      setCurrentPassword('')
      setDone({ emailPending })
      requestAnimationFrame(() => doneRef.current?.focus())
    } catch (error) {
      if (error instanceof ApiError) {
        const fields: Record<string, string> = {}
        for (const [k, list] of Object.entries(error.errors)) if (list[0]) fields[k] = list[0]
        setServerFields(fields)
        setFailure(fields.email ?? fields.current_password ?? fields.image ?? Object.values(fields)[0] ?? (error.message || s['errors.network']))
      } else setFailure(s['errors.network'])
    } finally {
      setBusy(false)
    }
  }

  async function resend() {
    setResent('busy')
    try {
      await api.resendVerification()
      setResent('sent')
    } catch {
      setResent('failed')
    }
  }

  const verification = (
    <>
      {resent === 'sent' ? (
        <FormMessage tone="ok" text={s['profile.resent']} />
      ) : (
        <button type="button" className="m-link" onClick={() => void resend()} disabled={resent === 'busy'}>
          {s['profile.resend']}
        </button>
      )}
      {resent === 'failed' && <FormMessage text={s['errors.network']} />}
    </>
  )

  if (done) {
    return (
      <div className="m-card m-done">
        <Badge icon="check" />
        <h2 ref={doneRef} tabIndex={-1}>
          {s['profile.updated']}
        </h2>
        {done.emailPending && (
          <>
            <p className="m-strong">{fmt(s['profile.emailPending'], { email: done.emailPending })}</p>
            <p>{fmt(s['profile.emailPendingText'], { email: profile?.email ?? '' })}</p>
          </>
        )}
        <div className="m-actions">
          <a className="button" href="/">
            {s['profile.ok']}
          </a>
        </div>
      </div>
    )
  }

  if (!user || !profile) return <Loading label={s['common.loading']} height={560} />

  const avatar = preview ?? profile.image
  const initials = `${v.name.trim()[0] ?? ''}${v.surname.trim()[0] ?? ''}`.toUpperCase()
  return (
    <div className="m-card">
      <form ref={formRef} noValidate onSubmit={submit} className="m-form" aria-label={s['profile.title']}>
        <div className="m-avatar-row">
          <div className="m-avatar" aria-hidden="true">
            {avatar ? <img src={avatar} alt="" width="88" height="88" /> : <span>{initials}</span>}
          </div>
          <div className="m-avatar-pick">
            <label className="button secondary m-file">
              <input type="file" accept={AVATAR_ACCEPT} onChange={pickFile} aria-describedby="avatar-hint avatar-error" aria-invalid={fileError ? true : undefined} />
              <span>{avatar ? s['profile.changeAvatar'] : s['profile.avatar']}</span>
            </label>
            <p className="m-hint" id="avatar-hint">
              {s['profile.avatarHint']}
            </p>
            <p className="m-error" id="avatar-error" role={fileError ? 'alert' : undefined}>
              {fileError ? errorText(s, fileError) : ''}
            </p>
          </div>
        </div>
        <TextField label={s['fields.name']} name="name" value={v.name} onChange={set('name')} error={err('name')} autoComplete="given-name" />
        <TextField label={s['fields.surname']} name="surname" value={v.surname} onChange={set('surname')} error={err('surname')} autoComplete="family-name" />
        <TextField label={s['fields.email']} name="email" type="email" value={v.email} onChange={set('email')} error={err('email')} autoComplete="email" />
        {emailChanging && (
          <TextField
            label={s['fields.currentPassword']}
            name="current_password"
            type="password"
            value={currentPassword}
            onChange={setCurrentPassword}
            error={passwordError}
            hint={s['profile.currentPasswordHint']}
            autoComplete="current-password"
          />
        )}
        {!profile.email_verified && (
          <div className="m-note">
            <p>{s['profile.unverified']}</p>
            {verification}
          </div>
        )}
        <SelectField label={s['fields.country']} name="country" value={v.country} onChange={set('country')} error={err('country')} placeholder={s['fields.countryPlaceholder']} options={countries.map((c) => ({ value: c.code, label: c.name }))} autoComplete="country" />
        <Check name="keep_me_update" label={s['profile.newsletter']} checked={newsletter} onChange={setNewsletter} />
        {failure && <FormMessage text={failure} />}
        <div className="m-actions">
          <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy || undefined}>
            {s['profile.save']}
          </button>
        </div>
      </form>
    </div>
  )
}
