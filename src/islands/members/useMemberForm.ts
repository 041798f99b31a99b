/**
 * The member forms' state in one hook: values, client checks (the API's rules, src/lib/members/
 * validation) shown once a submit was tried, the call with its busy state, the general error and
 * the server's 422 field messages.
 */
import { useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { ApiError } from '../../lib/api'
import { isValid, type FieldCodes } from '../../lib/members/validation'
import { errorText, focusFirstInvalid, useHydrated, type Strings } from './ui'

export type MemberFormOptions<V> = {
  s: Strings
  initial: V
  /** Field to message code; {} when the values may be sent. */
  validate: (values: V) => FieldCodes
  /** The call. Resolve 'leaving' when the page goes elsewhere: the form stays busy. */
  send: (values: V) => Promise<void | 'leaving'>
  /** The general message of a failed call (default: the server's message, else the network one). */
  failure?: (error: ApiError) => string
  /** Fields whose 422 message is shown under the field itself. */
  serverFields?: readonly string[]
  /** Which part of a multi-step form is shown: each part remembers whether it was tried. */
  part?: number
  /** A submit that only moves on (a wizard's step) and calls nothing: return true. */
  next?: (values: V) => boolean
}

export function useMemberForm<V extends object>(o: MemberFormOptions<V>) {
  const { s } = o
  const hydrated = useHydrated()
  const [values, setValues] = useState(o.initial)
  const [tried, setTried] = useState<Record<number, boolean>>({})
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState('')
  const [server, setServer] = useState<Record<string, string>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const part = o.part ?? 0
  const codes: FieldCodes = tried[part] ? o.validate(values) : {}

  /** The message under a field: the client check's, else the server's. */
  const error = (field: string) => errorText(s, codes[field]) || server[field] || undefined

  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) => {
      setValues((x) => ({ ...x, [field]: value }))
      if (server[field as string]) setServer((x) => ({ ...x, [field]: '' }))
    }

  /** A text field's props: its name, value, change handler and message. */
  const bind = <K extends keyof V & string>(field: K) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    error: error(field),
  })

  /** Sends the values as they are (a resend), with busy state and errors. */
  async function run(): Promise<boolean> {
    setBusy(true)
    setFailure('')
    setServer({})
    try {
      const result = await o.send(values)
      if (result !== 'leaving') setBusy(false)
      return true
    } catch (e) {
      if (e instanceof ApiError) {
        const fields: Record<string, string> = {}
        for (const f of o.serverFields ?? []) if (e.first(f)) fields[f] = e.first(f) ?? ''
        setServer(fields)
        setFailure(o.failure ? o.failure(e) : e.message || s['errors.network'])
      } else setFailure(s['errors.network'])
      setBusy(false)
      return false
    }
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    // Rendered synchronously so the fields are marked invalid before the first of them takes the focus.
    flushSync(() => setTried((t) => ({ ...t, [part]: true })))
    if (!isValid(o.validate(values))) return focusFirstInvalid(formRef.current)
    if (o.next?.(values)) return
    await run()
  }

  return {
    values,
    setValues,
    set,
    bind,
    error,
    codes,
    busy,
    failure,
    setFailure,
    formRef,
    hydrated,
    onSubmit,
    run,
    tried: !!tried[part],
  }
}
