/**
 * /profile (spec §2, §4, §5): avatar (jpg, jpeg, png; over 2 MB refused here with 'file-greater' and
 * nothing sent), name, surname, email, country, newsletter. A new email asks for the current password
 * and changes only when the link mailed to it is followed. Saving shows a confirmation (saying where
 * the link went when the email is changing) whose OK goes home. Signed-out visitors go home.
 */
import { useEffect, useMemo, useState, type ChangeEvent } from 'react'
import { api } from '../../lib/members/calls'
import { fill } from '../../contract/format'
import { AVATAR_ACCEPT, avatarError, validateProfile } from '../../lib/members/validation'
import { setUser, type Member } from '../../stores/user'
import { errorText, FormEnd, FormMessage, useGuard, type Strings } from './ui'
import { Check, TextField, CountrySelect } from './fields'
import { DoneCard, Loading } from './cards'
import { useMemberForm } from './useMemberForm'
import YourData from './YourData'

type Props = { s: Strings; countries: { code: string; name: string }[] }

export default function Profile({ s, countries }: Props) {
  const user = useGuard('member')
  const [profile, setProfile] = useState<Member | null>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [done, setDone] = useState<{ emailPending: string | null } | null>(null)
  const [resent, setResent] = useState<'idle' | 'busy' | 'sent' | 'failed'>('idle')
  const codes = useMemo(() => countries.map((c) => c.code), [countries])
  const emailChanging = (email: string) =>
    Boolean(profile && email.trim().toLowerCase() !== profile.email.toLowerCase())

  const form = useMemberForm({
    s,
    initial: { name: '', surname: '', email: '', country: '', keep_me_update: false, current_password: '' },
    // A refused picture is not kept (pickFile), so it blocks nothing: the other fields still save.
    validate: (v) => validateProfile(v, codes, profile?.email),
    serverFields: ['name', 'surname', 'email', 'country', 'current_password'],
    send: async (v) => {
      if (!profile) return
      const body = new FormData()
      body.set('id', profile.id)
      if (file) body.set('image', file)
      body.set('name', v.name.trim())
      body.set('surname', v.surname.trim())
      body.set('country', v.country)
      body.set('email', v.email.trim())
      body.set('keep_me_update', v.keep_me_update ? '1' : '0')
      if (emailChanging(v.email)) body.set('current_password', v.current_password)
      const { member: saved, emailPending } = await api.saveProfile(body)
      const fresh = saved ?? (await api.profile().catch(() => null))
      if (fresh) {
        setProfile(fresh)
        setUser({ ...fresh })
      }
      form.setValues((x) => ({ ...x, current_password: '' }))
      setDone({ emailPending })
    },
    failure: (error) => {
      // The server refused the picture: said beside it and dropped, so the next save sends the rest.
      const image = error.first('image')
      if (image) {
        setFile(null)
        setPreview(null)
        setFileError(image)
      }
      return (
        error.first('email') ??
        error.first('current_password') ??
        error.first('image') ??
        Object.values(error.errors).find((list) => list[0])?.[0] ??
        (error.message || s['errors.network'])
      )
    },
  })
  const { values: v, busy, failure, set, setValues, setFailure } = form
  const passwordError = form.error('current_password')

  useEffect(() => {
    if (!user) return
    api.profile().then(
      (p) => {
        if (!p) return
        setProfile(p)
        setValues({
          name: p.name,
          surname: p.surname,
          email: p.email,
          country: p.country,
          keep_me_update: p.keep_me_update,
          current_password: '',
        })
      },
      () => setFailure(s['errors.network']),
    )
  }, [user, s, setValues, setFailure])

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

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
      <DoneCard icon="check" title={s['profile.updated']} action={{ href: '/', label: s['profile.ok'] }}>
        {done.emailPending && (
          <>
            <p className="m-strong">{fill(s['profile.emailPending'], { email: done.emailPending })}</p>
            <p>{fill(s['profile.emailPendingText'], { email: profile?.email ?? '' })}</p>
          </>
        )}
      </DoneCard>
    )
  }

  if (!user || !profile) return <Loading label={s['common.loading']} height={560} />

  const avatar = preview ?? profile.image
  const initials = `${v.name.trim()[0] ?? ''}${v.surname.trim()[0] ?? ''}`.toUpperCase()
  return (
    <>
      <div className="m-card">
        <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="m-form" aria-label={s['profile.title']}>
          <div className="m-avatar-row">
            <div className="m-avatar" aria-hidden="true">
              {avatar ? <img src={avatar} alt="" width="88" height="88" /> : <span>{initials}</span>}
            </div>
            <div className="m-avatar-pick">
              <label className="button secondary m-file">
                <input
                  type="file"
                  accept={AVATAR_ACCEPT}
                  onChange={pickFile}
                  aria-describedby="avatar-hint avatar-error"
                  aria-invalid={fileError ? true : undefined}
                />
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
          <TextField label={s['fields.name']} {...form.bind('name')} autoComplete="given-name" />
          <TextField label={s['fields.surname']} {...form.bind('surname')} autoComplete="family-name" />
          <TextField label={s['fields.email']} type="email" {...form.bind('email')} autoComplete="email" />
          {emailChanging(v.email) && (
            <TextField
              label={s['fields.currentPassword']}
              name="current_password"
              type="password"
              value={v.current_password}
              onChange={set('current_password')}
              error={passwordError}
              hint={s['profile.currentPasswordHint']}
              autoComplete="current-password"
            />
          )}
          {profile.email_verified_at === null && (
            <div className="m-note">
              <p>{s['profile.unverified']}</p>
              {verification}
            </div>
          )}
          <CountrySelect s={s} countries={countries} {...form.bind('country')} />
          <Check
            name="keep_me_update"
            label={s['profile.newsletter']}
            checked={v.keep_me_update}
            onChange={set('keep_me_update')}
          />
          <FormEnd failure={failure} busy={busy} hydrated={form.hydrated} label={s['profile.save']} />
        </form>
      </div>
      <YourData s={s} email={profile.email} />
    </>
  )
}
