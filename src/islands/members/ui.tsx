/** Form pieces shared by the member islands: labelled fields with their error line, notices, guards. */
import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react'
import { useStore } from '@nanostores/react'
import { $user, loadUser, type Member as ShellMember } from '../../stores/user'
import type { Strings } from '../../lib/members/strings'
import './members.css'

export type S = Strings

/**
 * False in the server's HTML and until the island is live: submit buttons stay disabled until then, so
 * a tap before hydration cannot send the form natively (with the password in the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

/** The message for an error code (the API's validation message; a few codes only the screens use, such as `network`), or the server's text as it came. */
export const errorText = (s: S, key: string | null | undefined) =>
  key ? (s[`errors.${key}`] ?? s[`validation.${key}`] ?? key) : ''

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

export function SelectField({
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

/** The sign-up's terms: a toggle and the panel it opens (spec §2). */
export function TermsPanel({ s, terms, id }: { s: S; terms: string[]; id: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="m-link"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? s['signUp.hideTerms'] : s['signUp.showTerms']}
      </button>
      <section id={id} className="m-terms" hidden={!open} aria-label={s['signUp.termsTitle']}>
        {terms.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </section>
    </>
  )
}

/** A live line under a form: server errors and other failures. */
export function FormMessage({ text, tone = 'error' }: { text: string; tone?: 'error' | 'ok' | 'pending' }) {
  return (
    <p className={`m-form-${tone}`} role={tone === 'error' ? 'alert' : 'status'} aria-live="polite">
      {text}
    </p>
  )
}

/** The pencil that turns a read-only section into an editable one (notes, ratings). */
/** The end of a member form: the general error, a notice, then the actions (the submit last). */
export function FormEnd({
  failure,
  busy,
  hydrated,
  label,
  notice,
  children,
}: {
  failure: string
  busy: boolean
  hydrated: boolean
  label: string
  notice?: ReactNode
  children?: ReactNode
}) {
  return (
    <>
      {failure && <FormMessage text={failure} />}
      {notice}
      <div className="m-actions">
        {children}
        <button type="submit" className="button" disabled={busy || !hydrated} aria-busy={busy || undefined}>
          {label}
        </button>
      </div>
    </>
  )
}

/** Focuses the first invalid control of a form after a failed submit. */
export function focusFirstInvalid(form: HTMLElement | null) {
  const el = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  el?.focus()
}

export type Member = ShellMember

/**
 * Who may see a screen: 'member' sends signed-out visitors to `to`; 'guest' sends signed-in members
 * to `to` (forgot and reset password, spec §6). Returns the member once known (undefined before).
 */
export function useGuard(who: 'member' | 'guest' | 'any', to = '/'): Member | null | undefined {
  const user = useStore($user)
  const decided = useRef(false)
  useEffect(() => {
    void loadUser()
  }, [])
  useEffect(() => {
    if (user === undefined) return
    // Members leaving (sign-out from the menu) are sent away at any time; a guest screen decides once,
    // on arrival, so that its own sign-in can finish its work before it moves on.
    if (who === 'member' && user === null) location.replace(to)
    if (who === 'guest' && user && !decided.current) location.replace(to)
    decided.current = true
  }, [user, who, to])
  return user
}

/** The show/hide labels of a password field, in the screen's language. */
export const toggleLabels = (s: S) => ({ showLabel: s['fields.show'], hideLabel: s['fields.hide'] })

/** The country of a member (sign-up, profile): the countries the winery serves, by name. */
export function CountrySelect({
  s,
  countries,
  ...field
}: { s: S; countries: { code: string; name: string }[] } & Pick<FieldProps, 'name' | 'value' | 'onChange' | 'error'>) {
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
