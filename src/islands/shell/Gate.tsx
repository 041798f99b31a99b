/**
 * The age and country gate (spec §2, §4, §5) as a React island. Served by the router at whatever URL
 * was asked; on success it writes the gate cookies and reloads that URL, so deep links land.
 * Strings come as props from the build (no i18n runtime in the browser).
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useStore } from '@nanostores/react'
import './gate.css'
import { gatePassedCookies, validateGate, type GateAnswer, type GateError, type TermsParagraph } from '../../lib/gate'
import { setCookies } from '../../lib/cookies'
import { switchLocale } from '../../lib/startup/language'
import { $detected } from '../../stores/shell'
import type { Locale } from '../../contract/locales'
import { Chevron } from '../LineIcon'
import { CountryCombobox } from './CountryCombobox'
import { useEarlyInput } from '../earlyInput'
import { TermsDialog } from './TermsDialog'

type GateStrings = {
  title: string
  intro: string
  language: string
  adultQuestion: string
  yes: string
  no: string
  country: string
  countryPlaceholder: string
  countrySearch: string
  noCountry: string
  showCountries: string
  acceptTerms: string
  readTerms: string
  visitWebsite: string
  confirm: string
  drinkResponsibly: string
  back: string
  termsTitle: string
  errors: Record<GateError, string>
}

type Props = {
  locale: Locale
  languages: { code: Locale; label: string }[]
  countries: { code: string; name: string }[]
  terms: TermsParagraph[]
  /** The language of the terms text (en when not translated yet). */
  termsLang: string
  website: string | null
  strings: GateStrings
}

export default function Gate({ locale, languages, countries, terms, termsLang, website, strings: s }: Props) {
  const [adult, setAdult] = useState<GateAnswer>(null)
  const [country, setCountry] = useState<string | null>(null)
  const [accepted, setAccepted] = useState(false)
  const [error, setError] = useState<GateError | null>(null)
  const [busy, setBusy] = useState(false)
  const touchedCountry = useRef(false)
  const detected = useStore($detected)
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  const id = useId()

  // A tap before this script ran (a slow phone): the answer or the terms ticked in the page's HTML.
  const form = useRef<HTMLFormElement>(null)
  const adultInPage = (el: HTMLInputElement): GateAnswer => (el.value === 'yes' || el.value === 'no' ? el.value : null)
  useEarlyInput(() => form.current?.querySelector('input[name="adult"]:checked'), adultInPage, adult, setAdult)
  useEarlyInput(
    () => form.current?.querySelector('input[name="terms"]'),
    (el) => el.checked,
    accepted,
    setAccepted,
  )

  // The route guard's detected country preselects the list until the visitor picks one.
  useEffect(() => {
    if (detected && !touchedCountry.current && countries.some((c) => c.code === detected)) setCountry(detected)
  }, [detected, countries])

  const openTerms = () => dialog.current?.showModal()
  const closeTerms = () => {
    dialog.current?.close()
    opener.current?.focus()
  }

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const result = validateGate({ adult, country, terms: accepted })
    setError(result)
    if (result || !country) return
    setBusy(true)
    setCookies(gatePassedCookies(country, locale))
    // The asked page, now past the gate; /ageLocation (the gate itself) goes home.
    if (location.pathname === '/ageLocation') location.assign('/')
    else location.reload()
  }

  const errorId = `${id}-error`
  return (
    <form ref={form} className="gate-card" noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
      <h1>{s.title}</h1>
      <p className="gate-intro">{s.intro}</p>

      <div className="gate-field">
        <label className="gate-label" htmlFor={`${id}-language`}>
          {s.language}
        </label>
        <span className="gate-select">
          <select
            id={`${id}-language`}
            value={locale}
            onChange={(e) => {
              setBusy(true)
              void switchLocale(e.target.value as Locale)
            }}
            disabled={busy}
          >
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
          <Chevron />
        </span>
      </div>

      <fieldset className="gate-field" aria-invalid={error === 'please-fields' && adult === null ? true : undefined}>
        <legend className="gate-label">{s.adultQuestion}</legend>
        <div className="gate-choice">
          {(['yes', 'no'] as const).map((v) => (
            <label key={v}>
              <input type="radio" name="adult" value={v} checked={adult === v} onChange={() => setAdult(v)} />
              <span>{v === 'yes' ? s.yes : s.no}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <CountryCombobox
        label={s.country}
        placeholder={s.countryPlaceholder}
        searchPlaceholder={s.countrySearch}
        noMatch={s.noCountry}
        showAll={s.showCountries}
        countries={countries}
        value={country}
        invalid={error === 'please-fields' && !country}
        onChange={(code) => {
          touchedCountry.current = true
          setCountry(code)
        }}
      />

      <div className="gate-terms">
        <label className="gate-check">
          <input
            type="checkbox"
            name="terms"
            checked={accepted}
            onChange={(e) => setAccepted(e.target.checked)}
            aria-invalid={error === 'accept-term' ? true : undefined}
          />
          <span>{s.acceptTerms}</span>
        </label>
        <button type="button" className="gate-link" ref={opener} onClick={openTerms} aria-haspopup="dialog">
          {s.readTerms}
        </button>
      </div>

      <p className="gate-error" id={errorId} role="alert">
        {error ? s.errors[error] : ''}
      </p>
      <button className="button gate-confirm" type="submit" disabled={busy}>
        {s.confirm}
      </button>
      <p className="gate-small">{s.drinkResponsibly}</p>

      <TermsDialog
        ref={dialog}
        id={`${id}-terms`}
        title={s.termsTitle}
        back={s.back}
        visitWebsite={s.visitWebsite}
        terms={terms}
        termsLang={termsLang}
        website={website}
        onClose={closeTerms}
      />
    </form>
  )
}
