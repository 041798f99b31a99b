/** The member forms' labelled controls: each with its hint or error line, wired for screen readers. */
import { useMemo, useState, type ChangeEvent, type ReactNode, type Ref } from 'react'
import { birthYears } from '../../contract/constants'
import { TermsPanel, type Strings } from './ui'
import { useEarlyControl } from '../earlyInput'
import './members.css'

type FieldProps = {
  label: string
  name: string
  value: string
  onChange: (v: string) => void
  error?: string
  type?: 'text' | 'email' | 'password'
  autoComplete?: string
  inputRef?: Ref<HTMLInputElement>
  hint?: string
  required?: boolean
}

/** What every control of a field carries: its id, name, value and change handler, and the aria attributes. */
type Control = {
  id: string
  name: string
  value: string
  autoComplete: string | undefined
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void
  'aria-required': true | undefined
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

type BoundProps = Pick<
  FieldProps,
  'label' | 'name' | 'value' | 'onChange' | 'error' | 'hint' | 'autoComplete' | 'required'
>

/** A labelled control with its hint or error line; the control gets the field's attributes (Control). */
function Field({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  autoComplete,
  required = true,
  children,
}: BoundProps & { children: (control: Control) => ReactNode }) {
  const id = useEarlyControl((el) => el.value, value, onChange)
  const control: Control = {
    id,
    name,
    value,
    autoComplete,
    onChange: (e) => onChange(e.target.value),
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': (error ? `${id}-err` : hint ? `${id}-hint` : '') || undefined,
  }
  return (
    <div className="m-field">
      <label htmlFor={id}>{label}</label>
      {children(control)}
      {hint && !error && (
        <p className="m-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="m-error" id={`${id}-err`}>
          {error}
        </p>
      )}
    </div>
  )
}

export function TextField({ type = 'text', inputRef, ...field }: FieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type={type}
          autoCapitalize={type === 'text' ? 'words' : 'none'}
          spellCheck={type === 'text' ? undefined : false}
        />
      )}
    </Field>
  )
}

/**
 * A password with its show / hide button. `kind`: the password the member signs in with, a new one (with the
 * rules under it), or the new one again.
 */
export function PasswordField({
  s,
  kind,
  inputRef,
  ...field
}: Omit<FieldProps, 'type' | 'autoComplete' | 'hint' | 'required'> & {
  s: Strings
  kind: 'current' | 'new' | 'confirm'
}) {
  const [visible, setVisible] = useState(false)
  return (
    <Field
      {...field}
      autoComplete={kind === 'current' ? 'current-password' : 'new-password'}
      hint={kind === 'new' ? s['fields.passwordHint'] : undefined}
    >
      {(control) => (
        <div className="m-password">
          <input
            {...control}
            ref={inputRef}
            type={visible ? 'text' : 'password'}
            spellCheck={false}
            autoCapitalize="none"
          />
          <button
            type="button"
            className="m-reveal"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? s['fields.hide'] : s['fields.show']}
          </button>
        </div>
      )}
    </Field>
  )
}

export function Check({
  label,
  checked,
  onChange,
  name,
  error,
}: {
  label: ReactNode
  checked: boolean
  onChange: (v: boolean) => void
  name: string
  error?: string
}) {
  const id = useEarlyControl((el) => el.checked, checked, onChange)
  return (
    <div className="m-check">
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {error && (
        <p className="m-error" id={`${id}-err`}>
          {error}
        </p>
      )}
    </div>
  )
}

type SelectProps = Pick<FieldProps, 'name' | 'value' | 'onChange' | 'error'> & { s: Strings }

/** The members' choices from a list: each one's label and placeholder, and what the browser may fill it with. */
const SELECTS = {
  country: { label: 'fields.country', placeholder: 'fields.countryPlaceholder', autoComplete: 'country' },
  birthYear: { label: 'fields.birthYear', placeholder: 'fields.birthYearPlaceholder', autoComplete: 'bday-year' },
} as const

function SelectField({
  s,
  of,
  options,
  ...field
}: SelectProps & { of: keyof typeof SELECTS; options: { value: string; label: string }[] }) {
  const { label, placeholder, autoComplete } = SELECTS[of]
  return (
    <Field {...field} label={s[label]} autoComplete={autoComplete}>
      {(control) => (
        <select {...control}>
          <option value="">{s[placeholder]}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** The country of a member (sign-up, profile): the countries the winery serves, by name. */
export function CountrySelect({ countries, ...field }: SelectProps & { countries: { code: string; name: string }[] }) {
  return <SelectField {...field} of="country" options={countries.map((c) => ({ value: c.code, label: c.name }))} />
}

/** The birth year, from the offered years (spec §5: this year minus 18, going back 101). */
export function BirthYearSelect(field: SelectProps) {
  const years = useMemo(() => birthYears().map((y) => ({ value: String(y), label: String(y) })), [])
  return <SelectField {...field} of="birthYear" options={years} />
}

type ConsentKey = 'legal' | 'terms' | 'keep_me_update'

/** The sign-up's boxes (legal age, the terms, keep me updated) and the terms panel under them. */
export function Consents({
  s,
  terms,
  id,
  values,
  set,
  legalError,
}: {
  s: Strings
  terms: string[]
  id: string
  values: Record<ConsentKey, boolean>
  set: (key: ConsentKey) => (checked: boolean) => void
  legalError?: string
}) {
  return (
    <>
      <div className="m-checks">
        <Check
          name="legal"
          label={s['signUp.legal']}
          checked={values.legal}
          onChange={set('legal')}
          error={legalError}
        />
        <Check name="terms" label={s['signUp.terms']} checked={values.terms} onChange={set('terms')} />
        <Check
          name="keep_me_update"
          label={s['signUp.keepUpdated']}
          checked={values.keep_me_update}
          onChange={set('keep_me_update')}
        />
      </div>
      <TermsPanel s={s} terms={terms} id={id} />
    </>
  )
}
