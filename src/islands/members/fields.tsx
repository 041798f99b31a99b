/** The member forms' labelled controls: each with its hint or error line, wired for screen readers. */
import { useId, useMemo, useState, type ReactNode, type Ref } from 'react'
import { birthYears } from '../../contract/constants'
import { TermsPanel, type Strings } from './ui'
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

type Control = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }

/** A labelled control with its hint or error line; the control gets the id and aria attributes. */
function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string
  error?: string
  hint?: string
  children: (control: Control) => ReactNode
}) {
  const id = useId()
  const control: Control = {
    id,
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

export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputRef,
  hint,
  required = true,
}: FieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          name={name}
          type={type}
          value={value}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          onChange={(e) => onChange(e.target.value)}
          autoCapitalize={type === 'text' ? 'words' : 'none'}
          spellCheck={type === 'text' ? undefined : false}
        />
      )}
    </Field>
  )
}

export function PasswordField(props: Omit<FieldProps, 'type'> & { showLabel: string; hideLabel: string }) {
  const { showLabel, hideLabel, ...rest } = props
  const [visible, setVisible] = useState(false)
  return (
    <Field label={rest.label} error={rest.error} hint={rest.hint}>
      {(control) => (
        <div className="m-password">
          <input
            {...control}
            ref={rest.inputRef}
            name={rest.name}
            type={visible ? 'text' : 'password'}
            value={rest.value}
            autoComplete={rest.autoComplete}
            aria-required
            spellCheck={false}
            autoCapitalize="none"
            onChange={(e) => rest.onChange(e.target.value)}
          />
          <button
            type="button"
            className="m-reveal"
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? hideLabel : showLabel}
          </button>
        </div>
      )}
    </Field>
  )
}

type SelectProps = Pick<FieldProps, 'label' | 'name' | 'value' | 'onChange' | 'error' | 'autoComplete'> & {
  placeholder: string
  options: { value: string; label: string }[]
  selectRef?: Ref<HTMLSelectElement>
}

function SelectField({
  label,
  name,
  value,
  onChange,
  error,
  placeholder,
  options,
  selectRef,
  autoComplete,
}: SelectProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          ref={selectRef}
          name={name}
          value={value}
          autoComplete={autoComplete}
          aria-required
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{placeholder}</option>
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
  const id = useId()
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

/** The show/hide labels of a password field, in the screen's language. */
export const toggleLabels = (s: Strings) => ({ showLabel: s['fields.show'], hideLabel: s['fields.hide'] })

/** The country of a member (sign-up, profile): the countries the winery serves, by name. */
export function CountrySelect({
  s,
  countries,
  ...field
}: { s: Strings; countries: { code: string; name: string }[] } & Pick<
  FieldProps,
  'name' | 'value' | 'onChange' | 'error'
>) {
  const options = countries.map((c) => ({ value: c.code, label: c.name }))
  return (
    <SelectField
      label={s['fields.country']}
      {...field}
      placeholder={s['fields.countryPlaceholder']}
      options={options}
      autoComplete="country"
    />
  )
}

/** The birth year, from the offered years (spec §5: this year minus 18, going back 101). */
export function BirthYearSelect({
  s,
  ...field
}: { s: Strings } & Pick<FieldProps, 'name' | 'value' | 'onChange' | 'error'>) {
  const years = useMemo(() => birthYears().map((y) => ({ value: String(y), label: String(y) })), [])
  return (
    <SelectField
      label={s['fields.birthYear']}
      {...field}
      placeholder={s['fields.birthYearPlaceholder']}
      options={years}
      autoComplete="bday-year"
    />
  )
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
