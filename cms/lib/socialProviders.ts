/**
 * The OpenID Connect providers members may sign in with, read from the environment once: Google and
 * Apple by their own settings, any other provider through OIDC_PROVIDERS (a JSON list). No provider
 * configured, no buttons. Production's checks (deployment.ts) and the API (cms/api/social.ts) share it.
 *
 *   GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET
 *   APPLE_CLIENT_ID (the Services ID), APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY (the .p8 key, PEM)
 *   OIDC_PROVIDERS='[{"id":"acme","name":"Acme ID","issuer":"https://id.acme.example","client_id":"…","client_secret":"…"}]'
 */
import { isHttpsOrLocal } from '../../src/contract/secureUrl'

type Env = Record<string, string | undefined>

type AppleKey = { teamId: string; keyId: string; privateKey: string }

export type SocialProvider = {
  /** In the callback's path: lower-case letters, digits and dashes. */
  id: string
  /** On the button: "Continue with {name}". */
  name: string
  issuer: string
  clientId: string
  /** Apple signs a client secret with its key instead. */
  clientSecret?: string
  apple?: AppleKey
  scope: string
  /** Apple answers with a form post when it is asked for the name and email. */
  responseMode?: 'form_post'
}

const PROVIDER_ID = /^[a-z0-9-]{1,32}$/
const SCOPE = 'openid email profile'

type Read = { providers: SocialProvider[]; problems: string[] }

function custom(env: Env, out: Read) {
  const raw = env.OIDC_PROVIDERS?.trim()
  if (!raw) return
  let list: unknown
  try {
    list = JSON.parse(raw)
  } catch {
    out.problems.push('OIDC_PROVIDERS is not JSON (a list of { id, name, issuer, client_id, client_secret }).')
    return
  }
  if (!Array.isArray(list)) return void out.problems.push('OIDC_PROVIDERS must be a JSON list.')
  for (const [i, p] of list.entries()) {
    const o = (p ?? {}) as Record<string, unknown>
    const text = (k: string) => (typeof o[k] === 'string' ? (o[k] as string).trim() : '')
    const [id, name, issuer, clientId, clientSecret] = ['id', 'name', 'issuer', 'client_id', 'client_secret'].map(text)
    const missing = [
      !id && 'id',
      !name && 'name',
      !issuer && 'issuer',
      !clientId && 'client_id',
      !clientSecret && 'client_secret',
    ].filter(Boolean)
    if (missing.length) out.problems.push(`OIDC_PROVIDERS[${i}] lacks ${missing.join(', ')}.`)
    else if (!PROVIDER_ID.test(id))
      out.problems.push(
        `OIDC_PROVIDERS[${i}].id must be lower-case letters, digits and dashes (it is part of the callback URL).`,
      )
    else if (!URL.canParse(issuer) || !isHttpsOrLocal(new URL(issuer)))
      out.problems.push(`OIDC_PROVIDERS[${i}].issuer must be an https URL (http only on this machine).`)
    else out.providers.push({ id, name, issuer: issuer.replace(/\/+$/, ''), clientId, clientSecret, scope: SCOPE })
  }
}

function read(env: Env): Read {
  const out: Read = { providers: [], problems: [] }
  const google = [env.GOOGLE_CLIENT_ID?.trim(), env.GOOGLE_CLIENT_SECRET?.trim()]
  if (google[0] && google[1])
    out.providers.push({
      id: 'google',
      name: 'Google',
      issuer: 'https://accounts.google.com',
      clientId: google[0],
      clientSecret: google[1],
      scope: SCOPE,
    })
  else if (google[0] || google[1]) out.problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together.')

  const apple = [env.APPLE_CLIENT_ID, env.APPLE_TEAM_ID, env.APPLE_KEY_ID, env.APPLE_PRIVATE_KEY].map(
    (v) => v?.trim() ?? '',
  )
  if (apple.every(Boolean)) {
    const [clientId, teamId, keyId, pem] = apple
    // A key pasted into one line keeps its line breaks as "\n".
    const privateKey = pem.replace(/\\n/g, '\n')
    out.providers.push({
      id: 'apple',
      name: 'Apple',
      issuer: 'https://appleid.apple.com',
      clientId,
      apple: { teamId, keyId, privateKey },
      scope: 'openid email name',
      responseMode: 'form_post',
    })
  } else if (apple.some(Boolean))
    out.problems.push(
      'Apple sign-in needs APPLE_CLIENT_ID, APPLE_TEAM_ID, APPLE_KEY_ID and APPLE_PRIVATE_KEY together.',
    )

  custom(env, out)
  const seen = new Set<string>()
  for (const p of out.providers) {
    if (seen.has(p.id)) out.problems.push(`Two sign-in providers have the id "${p.id}".`)
    seen.add(p.id)
  }
  out.providers = out.providers.filter((p, i) => out.providers.findIndex((q) => q.id === p.id) === i)
  return out
}

/** The providers configured well enough to use (a broken entry is left out and reported by socialProblems). */
export const socialProviders = (env: Env = process.env): SocialProvider[] => read(env).providers

/** What is wrong with the sign-in settings: production refuses to start with any (deploymentProblems); elsewhere a warning. */
export const socialProblems = (env: Env = process.env): string[] => read(env).problems
