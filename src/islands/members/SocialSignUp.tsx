/**
 * /signUp?social=complete: the one short step after a first sign-in with a provider. Name and surname
 * come from the provider (the member may correct them), the email is the provider's; birth year,
 * country and legal age are asked here once. An expired step goes back to /signIn, which says so.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Pending } from '../../contract/api/social'
import { fill } from '../../contract/format'
import { api } from '../../lib/members/calls'
import { validateSocialSignUp } from '../../lib/members/validation'
import { Loading } from './cards'
import { FormEnd, useGuard } from './ui'
import { Consents, CountrySelect, BirthYearSelect, TextField } from './fields'
import { useMemberForm } from './useMemberForm'
import { type SignUpProps, usePreselectedCountry, welcomeNewMember } from './signUpParts'

const expired = () => location.replace('/signIn?social=expired')

export default function SocialSignUp({ s, countries, terms, wines }: SignUpProps) {
  useGuard('guest')
  const [pending, setPending] = useState<Pending | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const codes = useMemo(() => countries.map((c) => c.code), [countries])

  const form = useMemberForm({
    s,
    initial: { name: '', surname: '', birth_year: '', country: '', legal: false, terms: false, keep_me_update: false },
    validate: (v) => validateSocialSignUp(v, codes),
    send: async (v) => {
      await api.completeSignUp({
        ...v,
        name: v.name.trim(),
        surname: v.surname.trim(),
        birth_year: Number(v.birth_year),
      })
      return welcomeNewMember(wines, `sign-up-${pending?.provider.id ?? 'social'}`)
    },
    failure: (error) => {
      if (error.status === 404) expired()
      return Object.values(error.errors).find((list) => list[0])?.[0] ?? (error.message || s['errors.network'])
    },
  })
  const { setValues, setFailure } = form
  usePreselectedCountry(codes, setValues)

  useEffect(() => {
    api
      .pendingSignIn()
      .then((p) => {
        if (!p || p.kind !== 'new') return expired()
        setValues((x) => ({ ...x, name: x.name || p.name, surname: x.surname || p.surname }))
        setPending(p)
      })
      .catch(() => setFailure(s['errors.network']))
  }, [s, setValues, setFailure])
  useEffect(() => {
    if (pending) headingRef.current?.focus()
  }, [pending])

  if (!pending)
    return form.failure ? <p className="m-form-error">{form.failure}</p> : <Loading label={s['social.completeTitle']} />
  const { values: v, set } = form
  return (
    <div className="m-card">
      <h2 className="m-step-title" ref={headingRef} tabIndex={-1}>
        {s['social.completeTitle']}
      </h2>
      <p className="m-intro">
        {fill(s['social.completeIntro'], { provider: pending.provider.name, email: pending.email })}
      </p>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="m-form" aria-label={s['signUp.title']}>
        <TextField label={s['fields.name']} {...form.bind('name')} autoComplete="given-name" />
        <TextField label={s['fields.surname']} {...form.bind('surname')} autoComplete="family-name" />
        <BirthYearSelect s={s} {...form.bind('birth_year')} />
        <CountrySelect s={s} countries={countries} {...form.bind('country')} />
        <Consents s={s} terms={terms} id="social-terms" values={v} set={set} legalError={form.error('legal')} />
        <FormEnd failure={form.failure} busy={form.busy} hydrated={form.hydrated} label={s['social.completeSubmit']} />
      </form>
    </div>
  )
}
