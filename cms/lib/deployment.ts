/**
 * Local demo or production: one reading of the environment for the whole product (server, API,
 * Payload config, seed). Production is NODE_ENV=production as the operator set it (npm start sets
 * NODE_ENV for Next itself, so it records the operator's choice in WINE_COMPASS_MODE first) or an
 * https PUBLIC_URL. Production refuses unsafe settings instead of guessing (README, Deploy).
 */
import { SECRET_MIN_LENGTH } from '../../src/contract/constants'
import { isHttpsOrLocal } from '../../src/contract/secureUrl'
import { s3Problems } from './s3Settings'
import { socialProblems } from './socialProviders'
import { publicOrigin } from '../../src/contract/origin'

type Env = Record<string, string | undefined>

export type Deployment = {
  production: boolean
  /** The public origin without a trailing slash (PUBLIC_URL), else the local one. */
  origin: string
  /** Cookies get Secure (and the session its __Host- name) and responses HSTS: decided by configuration, never by a request header. */
  https: boolean
  /** Demo accounts and content on an empty database: always locally, in production only with SEED_DEMO=1. */
  seedDemo: boolean
  /** Mails without SMTP_URL go to .data/outbox (local only). */
  outboxAllowed: boolean
}

/** The mode npm start records before it sets NODE_ENV=production for Next. */
export function modeFromEnv(env: Env): 'production' | 'local' {
  if (env.WINE_COMPASS_MODE === 'production' || env.WINE_COMPASS_MODE === 'local') return env.WINE_COMPASS_MODE
  return env.NODE_ENV === 'production' || /^https:/i.test(env.PUBLIC_URL?.trim() ?? '') ? 'production' : 'local'
}

export function deployment(env: Env = process.env): Deployment {
  const production = modeFromEnv(env) === 'production'
  const origin = publicOrigin(env)
  return {
    production,
    origin,
    https: origin.startsWith('https:'),
    seedDemo: production ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    outboxAllowed: !production,
  }
}

/** What production mode refuses to start with; empty when the settings are safe. */
export function deploymentProblems(env: Env = process.env): string[] {
  const d = deployment(env)
  if (!d.production) return []
  const problems: string[] = []
  const publicUrl = env.PUBLIC_URL?.trim()
  if (!publicUrl)
    problems.push(
      'PUBLIC_URL is required in production (the https origin visitors use, e.g. https://wines.example.com).',
    )
  else {
    let url: URL | null = null
    try {
      url = new URL(publicUrl)
    } catch {
      problems.push(`PUBLIC_URL is not a URL: ${publicUrl}`)
    }
    // Plain http only for trying production mode on this machine.
    if (url && !isHttpsOrLocal(url)) {
      problems.push('PUBLIC_URL must be https in production (http only on localhost).')
    }
  }
  if (!env.SMTP_URL?.trim())
    problems.push(
      'SMTP_URL is required in production: reset and confirmation links must not be written to disk or logs.',
    )
  if (env.PAYLOAD_SECRET && env.PAYLOAD_SECRET.length < SECRET_MIN_LENGTH)
    problems.push(`PAYLOAD_SECRET must be at least ${SECRET_MIN_LENGTH} characters.`)
  problems.push(...s3Problems(env))
  problems.push(...socialProblems(env))
  if (env.EDGE_SECRET && env.EDGE_SECRET.length < SECRET_MIN_LENGTH)
    problems.push(
      `EDGE_SECRET must be at least ${SECRET_MIN_LENGTH} characters (the Cloudflare worker sends it; see docs/deploy.md).`,
    )
  if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < SECRET_MIN_LENGTH)
    problems.push(`METRICS_TOKEN must be at least ${SECRET_MIN_LENGTH} characters (it opens GET /metrics).`)
  if (env.TRUST_PROXY && !/^(\d+|[0-9a-fA-F:.,/\s]+)$/.test(env.TRUST_PROXY))
    problems.push('TRUST_PROXY must be a hop count or a list of proxy addresses.')
  return problems
}
