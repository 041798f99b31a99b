/**
 * /signUp: the three-step wizard of spec §2 and §4. Continue only when the step is valid (messages of
 * §8 under each field); back from steps 2 and 3; on success: the registration event, the visitor's caf
 * ratings of the current wine saved to the new passport when all three exist, then home.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { birthYears, SIGNUP_STEPS } from '../../contract/constants'
import { COOKIE } from '../../contract/cookies'
import { api } from '../../lib/members/calls'
import { fill } from '../../lib/format'
import { clearCafRatings, completeCaf, readCafRatings } from '../../lib/members/localRatings'
import { currentWineSlug, readCookie } from '../../lib/cookies'
import { validateSignUpStep } from '../../lib/members/validation'
import { track } from '../../lib/catalogue/analytics'
import { loadUser, setUser } from '../../stores/user'
import { Check, FormEnd, PasswordField, type S, SelectField, TextField, useGuard, toggleLabels, CountrySelect } from './ui'
import { AsideLink } from './cards'
import { useMemberForm } from './useMemberForm'
import { COUNTRY_CODE_PATTERN } from '../../contract/patterns'

type Props = {
  s: S
  countries: { code: string; name: string }[]
  terms: string[]
  /** slug -> id of every wine, to save the current wine's ratings. */
  wines: Record<string, string>
}

type Step = 1 | 2 | 3
const EMPTY = { name: '', surname: '', birth_year: '', country: '', email: '', password: '', legal: false, terms: false, keep_me_update: false }

/** 'The email has already been taken.' comes translated; any server error on the email field reveals the link. */
const TAKEN_EN = 'The email has already been taken.'

export default function SignUp({ s, countries, terms, wines }: Props) {
  useGuard('guest')
  const [step, setStep] = useState<Step>(1)
  const [termsOpen, setTermsOpen] = useState(false)
  const [emailError, setEmailError] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const codes = useMemo(() => countries.map((c) => c.code), [countries])
  const years = useMemo(() => birthYears().map((y) => ({ value: String(y), label: String(y) })), [])

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
      await api.register({ ...v, name: v.name.trim(), surname: v.surname.trim(), birth_year: Number(v.birth_year), email: v.email.trim(), password_confirmation: v.password })
      const member = await loadUser(true)
      if (member) setUser(member)
      track({ event: 'registration', category: 'member', label: 'sign-up' })
      await saveVisitorRatings(wines)
      location.assign('/')
      return 'leaving'
    },
    // Messages for fields of earlier steps are shown under the form; the email one also at its field.
    failure: (error) => {
      const email = error.first('email')
      setEmailError(!!email || error.message === TAKEN_EN)
      return email ?? Object.values(error.errors).find((list) => list[0])?.[0] ?? (error.message || s['errors.network'])
    },
  })
  const { values: v, busy, failure, set } = form

  // The visitor's country (gate cookie) is the likely answer: preselect it.
  useEffect(() => {
    const country = readCookie(COOKIE.country)?.toUpperCase()
    if (country && COUNTRY_CODE_PATTERN.test(country) && codes.includes(country)) form.setValues((x) => (x.country ? x : { ...x, country }))
  }, [codes])

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
            <SelectField label={s['fields.birthYear']} {...form.bind('birth_year')} placeholder={s['fields.birthYearPlaceholder']} options={years} autoComplete="bday-year" />
            <CountrySelect s={s} countries={countries} {...form.bind('country')} />
          </>
        )}
        {step === 3 && (
          <>
            <TextField label={s['fields.email']} type="email" {...form.bind('email')} autoComplete="email" />
            <PasswordField label={s['fields.password']} {...form.bind('password')} autoComplete="new-password" {...toggleLabels(s)} hint={s['fields.passwordHint']} />
            <div className="m-checks">
              <Check name="legal" label={s['signUp.legal']} checked={v.legal} onChange={set('legal')} />
              <Check name="terms" label={s['signUp.terms']} checked={v.terms} onChange={set('terms')} />
              <Check name="keep_me_update" label={s['signUp.keepUpdated']} checked={v.keep_me_update} onChange={set('keep_me_update')} />
            </div>
            <button type="button" className="m-link" aria-expanded={termsOpen} aria-controls="signup-terms" onClick={() => setTermsOpen((o) => !o)}>
              {termsOpen ? s['signUp.hideTerms'] : s['signUp.showTerms']}
            </button>
            <section id="signup-terms" className="m-terms" hidden={!termsOpen} aria-label={s['signUp.termsTitle']}>
              {terms.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </section>
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
      <AsideLink text={s['signUp.haveAccount']} href="/signIn" label={s['signUp.signIn']} />
    </div>
  )
}

/** The current wine's caf ratings from the story viewers, into the new passport (spec §4). */
async function saveVisitorRatings(wines: Record<string, string>) {
  const slug = currentWineSlug()
  const wineId = slug ? wines[slug] : undefined
  if (!wineId) return
  const r = readCafRatings(wineId)
  if (!completeCaf(r)) return
  try {
    await api.savePassport(wineId, { colour_rating: r.colour, aroma_rating: r.aroma, flavour_rating: r.flavour })
    clearCafRatings(wineId)
  } catch {
    /* the ratings stay in the browser; the member can rate again */
  }
}
