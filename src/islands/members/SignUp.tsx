/**
 * /signUp: the three-step wizard of spec §2 and §4. Continue only when the step is valid (messages of
 * §8 under each field); back from steps 2 and 3; on success: the registration event, the visitor's caf
 * ratings of the current wine saved to the new passport when all three exist, then home. The social
 * sign-in buttons on steps 1 and 2; after a first provider sign-in, its short step (SocialSignUp).
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { SIGNUP_STEPS } from '../../contract/constants'
import { api } from '../../lib/members/calls'
import { fill } from '../../contract/format'
import { validateSignUpStep } from '../../lib/members/validation'
import { FormEnd, useGuard } from './ui'
import { Consents, PasswordField, BirthYearSelect, TextField, CountrySelect } from './fields'
import SocialButtons from './SocialButtons'
import SocialSignUp from './SocialSignUp'
import { AsideLink } from './cards'
import { useMemberForm } from './useMemberForm'
import { type SignUpProps as Props, usePreselectedCountry, welcomeNewMember } from './signUpParts'

type Step = 1 | 2 | 3
const EMPTY = {
  name: '',
  surname: '',
  birth_year: '',
  country: '',
  email: '',
  password: '',
  legal: false,
  terms: false,
  keep_me_update: false,
}

/** 'The email has already been taken.' comes translated; any server error on the email field reveals the link. */
const TAKEN_EN = 'The email has already been taken.'

/** The wizard, or after a first sign-in with a provider (?social=complete) its one short step. */
export default function SignUp(props: Props) {
  const [social, setSocial] = useState(false)
  useEffect(() => setSocial(new URLSearchParams(location.search).get('social') === 'complete'), [])
  return social ? <SocialSignUp {...props} /> : <Wizard {...props} />
}

function Wizard({ s, countries, terms, wines }: Props) {
  useGuard('guest')
  const [step, setStep] = useState<Step>(1)
  const [emailError, setEmailError] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const codes = useMemo(() => countries.map((c) => c.code), [countries])

  const go = (to: Step) => {
    // Rendered synchronously so the new step's heading takes the focus (a frame callback could run first).
    flushSync(() => setStep(to))
    headingRef.current?.focus()
  }

  const form = useMemberForm({
    s,
    initial: EMPTY,
    part: step,
    validate: (v) => validateSignUpStep(step, v, codes),
    next: () => step < SIGNUP_STEPS && (go((step + 1) as Step), true),
    serverFields: ['email', 'password'],
    send: async (v) => {
      setEmailError(false)
      await api.register({
        ...v,
        name: v.name.trim(),
        surname: v.surname.trim(),
        birth_year: Number(v.birth_year),
        email: v.email.trim(),
        password_confirmation: v.password,
      })
      return welcomeNewMember(wines, 'sign-up')
    },
    // Messages for fields of earlier steps are shown under the form; the email one also at its field.
    failure: (error) => {
      const email = error.first('email')
      setEmailError(!!email || error.message === TAKEN_EN)
      return email ?? Object.values(error.errors).find((list) => list[0])?.[0] ?? (error.message || s['errors.network'])
    },
  })
  const { values: v, busy, failure, set } = form

  usePreselectedCountry(codes, form.setValues)

  const title = [s['signUp.step1'], s['signUp.step2'], s['signUp.step3']][step - 1]
  return (
    <div className="m-card">
      <p className="m-steps" aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <span key={n} className={n <= step ? 'done' : undefined} />
        ))}
      </p>
      <p className="m-eyebrow">{fill(s['signUp.step'], { n: step, total: SIGNUP_STEPS })}</p>
      <h2 className="m-step-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <form ref={form.formRef} noValidate onSubmit={form.onSubmit} className="m-form" aria-label={s['signUp.title']}>
        {step === 1 && (
          <>
            <TextField label={s['fields.name']} {...form.bind('name')} autoComplete="given-name" />
            <TextField label={s['fields.surname']} {...form.bind('surname')} autoComplete="family-name" />
          </>
        )}
        {step === 2 && (
          <>
            <BirthYearSelect s={s} {...form.bind('birth_year')} />
            <CountrySelect s={s} countries={countries} {...form.bind('country')} />
          </>
        )}
        {step === 3 && (
          <>
            <TextField label={s['fields.email']} type="email" {...form.bind('email')} autoComplete="email" />
            <PasswordField s={s} kind="new" label={s['fields.password']} {...form.bind('password')} />
            <Consents s={s} terms={terms} id="signup-terms" values={v} set={set} />
          </>
        )}
        <FormEnd
          failure={failure}
          busy={busy}
          hydrated={form.hydrated}
          label={step < SIGNUP_STEPS ? s['signUp.continue'] : s['signUp.submit']}
          notice={
            failure &&
            emailError && (
              <p className="m-aside">
                <a href="/forgot-password">{s['signUp.forgot']}</a>
              </p>
            )
          }
        >
          {step > 1 && (
            <button type="button" className="button secondary" onClick={() => go((step - 1) as Step)}>
              {s['signUp.back']}
            </button>
          )}
        </FormEnd>
      </form>
      {step < SIGNUP_STEPS && <SocialButtons s={s} />}
      <AsideLink text={s['signUp.haveAccount']} href="/signIn" label={s['signUp.signIn']} />
    </div>
  )
}
