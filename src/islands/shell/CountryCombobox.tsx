/**
 * The gate's searchable country list: the ARIA 1.2 combobox pattern (an input with a listbox, the
 * active option as aria-activedescendant, the focus staying in the input). Typing filters (accents
 * and case folded, see filterCountries); arrows, Home and End move; Enter picks; Escape closes and
 * restores the chosen name; Tab picks the only match left, or closes.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { filterCountries } from '../../lib/gate'
import { Chevron, LineIcon } from '../LineIcon'

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

export function CountryCombobox({
  label,
  placeholder,
  searchPlaceholder,
  noMatch,
  showAll,
  countries,
  value,
  invalid,
  onChange,
}: ComboProps) {
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
      <label className="gate-label" htmlFor={`${id}-input`}>
        {label}
      </label>
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
        <span
          className="gate-combo-toggle"
          aria-hidden="true"
          title={showAll}
          onMouseDown={(e) => {
            e.preventDefault()
            if (open) close()
            else {
              input.current?.focus()
              openList()
            }
          }}
        >
          <Chevron />
        </span>
      </div>
      <ul ref={list} id={listId} role="listbox" aria-label={label} className="gate-listbox" hidden={!open}>
        {open &&
          shown.map((c, i) => (
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
              {c.code === value && <LineIcon d="m5 12.5 4.5 4.5L19 7.5" size={18} strokeWidth={2.2} />}
            </li>
          ))}
      </ul>
      <p className="gate-nomatch" role="status">
        {open && shown.length === 0 ? noMatch : ''}
      </p>
    </div>
  )
}
