/** The member screens' small shared pieces: a confirmation, a pointer to another screen, the no-wine invitation, the edit button, the loading space. */
import { LineIcon } from '../LineIcon'
import { useEffect, useRef, type ReactNode } from 'react'
import type { Strings } from './ui'

/**
 * The confirmation a form turns into once done; its heading takes the focus when it appears. Focusing
 * from the card's own effect, not from the caller after setState, is what makes it reliable: a frame
 * callback can run before React has committed the card (seen on a busy CI machine).
 */
export function DoneCard({
  icon,
  title,
  action,
  children,
}: {
  icon: keyof typeof BADGES
  title: string
  /** The one way on, as a button below the text. */
  action?: { href: string; label: string }
  children?: ReactNode
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div className="m-card m-done">
      <Badge icon={icon} />
      <h2 ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
      {action && (
        <div className="m-actions">
          <a className="button" href={action.href}>
            {action.label}
          </a>
        </div>
      )}
    </div>
  )
}

/** A line below a card pointing to another screen: "No account yet? Sign up". */
export function AsideLink({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <p className="m-aside">
      {text} <a href={href}>{label}</a>
    </p>
  )
}

/** No current wine: an invitation to explore. */
export function NoWine({ s, onDark = false }: { s: Strings; onDark?: boolean }) {
  return (
    <div className={onDark ? 'm-empty m-on-dark' : 'm-empty'}>
      <p className="m-strong">{s['rateWine.noWine']}</p>
      <a className="button" href="/explore">
        {s['rateWine.explore']}
      </a>
    </div>
  )
}

export function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="m-icon-button" onClick={onClick} aria-label={label} title={label}>
      <LineIcon d={['M4 20h4L19 9a2.1 2.1 0 0 0-4-4L4 16v4Z', 'm13.5 6.5 4 4']} size={22} strokeWidth={1.75} />
    </button>
  )
}

/** Space kept while member data loads, so nothing shifts (ARCHITECTURE "The site"). */
export function Loading({ label, height = 240 }: { label: string; height?: number }) {
  return (
    <div className="m-loading" style={{ minHeight: height }} role="status" aria-live="polite">
      <span className="m-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}

const BADGES = {
  mail: ['M5.5 6h13a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-13a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Z', 'm4.5 7.5 7.5 6 7.5-6'],
  check: 'm5 12.5 4.5 4.5L19 7.5',
} as const

/** The round badge over a confirmation. */
function Badge({ icon }: { icon: keyof typeof BADGES }) {
  return (
    <div className="m-badge" aria-hidden="true">
      <LineIcon d={BADGES[icon]} size={30} strokeWidth={1.75} />
    </div>
  )
}
