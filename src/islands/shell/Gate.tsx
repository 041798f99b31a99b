/**
 * The age and country gate (spec §2, §4, §5) as a React island. Served by the router at whatever URL
 * was asked; on success it writes the gate cookies and reloads that URL, so deep links land.
 * Strings come as props from the build (no i18n runtime in the browser).
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useStore } from '@nanostores/react'
import './gate.css'
import { filterCountries, gatePassedCookies, validateGate, type GateAnswer, type GateError, type TermsParagraph } from '../../lib/gate'
import { setCookies } from '../../lib/cookies'
import { switchLocale } from '../../lib/startup/language'
import { $detected } from '../../stores/shell'
import type { Locale } from '../../contract/locales'

export type GateStrings = {
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
    <form className="gate-card" noValidate onSubmit={submit} aria-describedby={error ? errorId : undefined}>
      <h1>{s.title}</h1>
      <p className="gate-intro">{s.intro}</p>

      <div className="gate-field">
        <label className="gate-label" htmlFor={`${id}-language`}>{s.language}</label>
        <span className="gate-select">
          <select id={`${id}-language`} value={locale} onChange={(e) => { setBusy(true); void switchLocale(e.target.value as Locale) }} disabled={busy}>
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>{l.label}</option>
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
          <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} aria-invalid={error === 'accept-term' ? true : undefined} />
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

      <dialog ref={dialog} className="gate-terms-panel" aria-labelledby={`${id}-terms`} onCancel={(e) => { e.preventDefault(); closeTerms() }}>
        <div className="gate-terms-head">
          <button type="button" className="gate-back" onClick={closeTerms}>
            <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="M15 5 8 12l7 7" /></svg>
            {s.back}
          </button>
          <h2 id={`${id}-terms`}>{s.termsTitle}</h2>
        </div>
        <div className="gate-terms-text" lang={termsLang}>
          {terms.map((p, i) => (
            <p key={i}>{p.lead && <strong>{p.lead} </strong>}{p.text}</p>
          ))}
        </div>
        {website && (
          <a className="button secondary gate-website" href={website} target="_blank" rel="noopener">
            {s.visitWebsite}
          </a>
        )}
      </dialog>
    </form>
  )
}

function Chevron() {
  return (
    <svg className="gate-chevron" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="m6 9 6 6 6-6" />
    </svg>
  )
}

type ComboProps = {
  label: string
  placeholder: string
  searchPlaceholder: string
  noMatch: string
  showAll: string
  countries: { code: string; name: string }[]
  value: string | null
  invalid: boolean
  onChange: (code: string | null) => void
}

/** A searchable country list: the ARIA 1.2 combobox pattern (input + listbox, active descendant). */
function CountryCombobox({ label, placeholder, searchPlaceholder, noMatch, showAll, countries, value, invalid, onChange }: ComboProps) {
  const id = useId()
  const selectedName = countries.find((c) => c.code === value)?.name ?? ''
  const [text, setText] = useState(selectedName)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [filtering, setFiltering] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const list = useRef<HTMLUListElement>(null)

  useEffect(() => {
    if (!open) setText(selectedName)
  }, [selectedName, open])

  const shown = useMemo(() => (filtering ? filterCountries(countries, text) : countries), [countries, text, filtering])

  useEffect(() => {
    if (!open || active < 0) return
    const el = list.current?.children[active] as HTMLElement | undefined
    el?.scrollIntoView({ block: 'nearest' })
  }, [active, open])

  const openList = (from: 'start' | 'selected' | 'end' = 'selected') => {
    setOpen(true)
    const i = shown.findIndex((c) => c.code === value)
    setActive(from === 'end' ? shown.length - 1 : from === 'selected' && i >= 0 ? i : 0)
  }
  const choose = (code: string) => {
    onChange(code)
    setText(countries.find((c) => c.code === code)?.name ?? '')
    setFiltering(false)
    setOpen(false)
  }
  const close = () => {
    setOpen(false)
    setFiltering(false)
    setText(selectedName)
  }

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault()
        if (!open) openList()
        else setActive((a) => Math.min(shown.length - 1, a + 1))
        break
      case 'ArrowUp':
        e.preventDefault()
        if (!open) openList('end')
        else setActive((a) => Math.max(0, a - 1))
        break
      case 'Home':
      case 'End':
        if (open) {
          e.preventDefault()
          setActive(e.key === 'Home' ? 0 : shown.length - 1)
        }
        break
      case 'Enter':
        if (open) {
          e.preventDefault()
          if (shown[active]) choose(shown[active].code)
        }
        break
      case 'Escape':
        if (open) {
          e.preventDefault()
          close()
        }
        break
      case 'Tab':
        if (open && filtering && shown.length === 1) choose(shown[0].code)
        else if (open) close()
        break
    }
  }

  const listId = `${id}-list`
  const optionId = (i: number) => `${id}-opt-${i}`
  return (
    <div className="gate-field gate-combo">
      <label className="gate-label" htmlFor={`${id}-input`}>{label}</label>
      <div className="gate-combo-box" data-open={open || undefined}>
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && shown[active] ? optionId(active) : undefined}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={open ? searchPlaceholder : placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setFiltering(true)
            setOpen(true)
            setActive(0)
          }}
          onClick={() => (open ? undefined : openList())}
          onKeyDown={onKey}
          onBlur={() => {
            // A click on an option keeps focus (mousedown is prevented); anything else closes.
            if (open) close()
          }}
        />
        <span className="gate-combo-toggle" aria-hidden="true" title={showAll} onMouseDown={(e) => {
          e.preventDefault()
          if (open) close()
          else {
            input.current?.focus()
            openList()
          }
        }}>
          <Chevron />
        </span>
      </div>
      <ul ref={list} id={listId} role="listbox" aria-label={label} className="gate-listbox" hidden={!open}>
        {open && shown.map((c, i) => (
          <li
            key={c.code}
            id={optionId(i)}
            role="option"
            aria-selected={c.code === value}
            data-active={i === active || undefined}
            data-code={c.code}
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => setActive(i)}
            onClick={() => choose(c.code)}
          >
            <span>{c.name}</span>
            {c.code === value && <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true"><path d="m5 12.5 4.5 4.5L19 7.5" /></svg>}
          </li>
        ))}
      </ul>
      <p className="gate-nomatch" role="status">{open && shown.length === 0 ? noMatch : ''}</p>
    </div>
  )
}
