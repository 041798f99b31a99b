/**
 * "Continue with …" for each sign-in provider the server is configured for (spec §2: sign-up steps 1
 * and 2, and sign in). Plain links: the server starts the sign-in (GET /api/auth/{id}/start). No
 * provider, nothing at all.
 */
import { apiPath } from '../../contract/api/paths'
import { useEffect, useState } from 'react'
import type { Provider } from '../../contract/api/social'
import { fill } from '../../contract/format'
import { api } from '../../lib/members/calls'
import type { Strings } from './ui'

let asked: Promise<Provider[]> | null = null
/** Asked once per page: the wizard's steps mount the buttons again. */
const configured = () => (asked ??= api.providers().catch(() => []))

export default function SocialButtons({ s }: { s: Strings }) {
  const [providers, setProviders] = useState<Provider[]>([])
  useEffect(() => {
    let live = true
    void configured().then((list) => live && setProviders(list))
    return () => {
      live = false
    }
  }, [])
  if (providers.length === 0) return null
  return (
    <div className="m-social">
      <p className="m-or">
        <span>{s['social.or']}</span>
      </p>
      {providers.map((p) => (
        <a key={p.id} className="button secondary m-social-button" href={apiPath('socialStart', { provider: p.id })}>
          <ProviderMark id={p.id} />
          {fill(s['social.continueWith'], { provider: p.name })}
        </a>
      ))}
    </div>
  )
}

/** The brands' own marks for Google and Apple (their guidelines ask for them); a key for any other provider. */
function ProviderMark({ id }: { id: string }) {
  if (id === 'google')
    return (
      <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
        <path
          fill="#EA4335"
          d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
        />
        <path
          fill="#FBBC05"
          d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.1 1.4-4.9 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
        />
      </svg>
    )
  if (id === 'apple')
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="#000">
        <path d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1zM13.9 5.1c.7-.9 1.2-2.1 1.1-3.3-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.2 1.1.1 2.3-.6 3-1.5z" />
      </svg>
    )
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3M17 6l3 3M14 9l2 2" />
    </svg>
  )
}
