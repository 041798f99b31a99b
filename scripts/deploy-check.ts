/**
 * The README's Cloudflare recipe, run as written: the shell lines between its `deploy-check` markers,
 * against a running CMS. `wrangler deploy` and `wrangler secret put` need Cloudflare's network, so
 * `wrangler dev` (workerd, offline) stands in for them with the same config, vars and secret. Then a
 * visitor's first minutes through the worker: the gate, the site, sign-up, sign-in, a rating.
 * If the README and this script disagree, the README is wrong.
 *
 *   CMS_ORIGIN=http://127.0.0.1:3100 EDGE_SECRET=... npx tsx scripts/deploy-check.ts
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { cookieHeader, GATE_PASSED, keepCookies } from '../tests/helpers/cookies'
import { CSRF_PATH, xsrfHeader } from '../tests/helpers/csrf'
import { OFFLINE_ENV, startEdge, type Edge } from '../tests/helpers/edge'

const ROOT = path.resolve(import.meta.dirname, '..')

/** The shell lines of the README's recipe, in order. */
export function readmeRecipe(readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8')): string[] {
  const m = /<!-- deploy-check:start[^>]*-->\s*```sh\n([\s\S]*?)```\s*<!-- deploy-check:end -->/.exec(readme)
  if (!m) throw new Error('README.md has no deploy-check block')
  return m[1]
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
}

const expand = (line: string, env: NodeJS.ProcessEnv) =>
  line.replace(/\$(\w+)|\$\{(\w+)\}/g, (_, a: string, b: string) => env[a ?? b] ?? '')

function step(text: string) {
  console.log(`[deploy-check] ${text}`)
}

/** Runs the recipe; returns the worker it started. */
async function runRecipe(env: NodeJS.ProcessEnv, port: number): Promise<Edge> {
  const vars: Record<string, string> = {}
  let deploy = false
  for (const line of readmeRecipe()) {
    const wrangler = /^(?:echo .*\|\s*)?npx wrangler (deploy|secret put)\b(.*)$/.exec(line)
    if (wrangler?.[1] === 'deploy') {
      for (const [, k, v] of expand(wrangler[2], env).matchAll(/--var\s+(\w+):(\S+)/g)) vars[k] = v
      deploy = true
      step(`${line}  ->  wrangler dev (same config and vars)`)
    } else if (wrangler?.[1] === 'secret put') {
      const name = wrangler[2].trim()
      vars[name] = env[name] ?? ''
      step(`${line}  ->  the secret as a dev var`)
    } else {
      step(line)
      const r = spawnSync('bash', ['-c', line], { cwd: ROOT, env, stdio: 'inherit' })
      if (r.status !== 0) throw new Error(`"${line}" exited with ${r.status}`)
    }
  }
  if (!deploy) throw new Error('the README recipe never deploys the worker')
  const stateDir = path.join(ROOT, '.data', 'deploy-check')
  mkdirSync(stateDir, { recursive: true })
  return startEdge({ port, vars, stateDir })
}

/** A browser's cookies and the site's CSRF handshake, through the worker. */
async function visitorFlow(base: string) {
  const jar = new Map<string, string>()
  const call = async (method: string, p: string, body?: unknown, expected?: number) => {
    const res = await fetch(base + p, {
      method,
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(jar),
        accept: 'application/json',
        origin: base,
        'sec-fetch-site': 'same-origin',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : xsrfHeader(jar.get('XSRF-TOKEN'))),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    keepCookies(jar, res.headers.getSetCookie())
    const text = await res.text()
    if (expected !== undefined && res.status !== expected)
      throw new Error(`${method} ${p}: ${res.status}, expected ${expected}: ${text.slice(0, 300)}`)
    return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> }
  }

  const gate = await call('GET', '/explore', undefined, 200)
  if (!gate.text.includes('data-shell="gate"')) throw new Error('the first visit is not met by the gate')
  step('the gate meets a first visit')

  for (const [k, v] of Object.entries({ ...GATE_PASSED, country: 'US', locale: 'en' })) jar.set(k, v)
  const explore = await call('GET', '/explore', undefined, 200)
  if (explore.text.includes('data-shell="gate"')) throw new Error('the gate stays after it was passed')
  step('past the gate: /explore')

  const wines = (await call('GET', '/api/wines/US', undefined, 200)).json().data as {
    id: string | number
    slug: string
  }[]
  if (!wines.length) throw new Error('no wines for the US through the worker')

  await call('GET', CSRF_PATH, undefined, 204)
  const email = `deploy-check-${Date.now().toString(36)}@example.com`
  const password = 'edge-of-the-vineyard-2026'
  const member = {
    name: 'Inês',
    surname: 'Costa',
    birth_year: 1988,
    country: 'US',
    email,
    password,
    password_confirmation: password,
    legal: true,
    terms: true,
  }
  await call('POST', '/register', member, 201)
  await call('POST', '/logout', {}, 204)
  await call('GET', CSRF_PATH, undefined, 204)
  await call('POST', '/login', { email, password }, 200)
  step(`signed up and signed in as ${email}`)

  const wine = wines[0]
  const rated = await call('POST', `/api/wines/${wine.id}/passport`, {
    wine_rating: 4,
    colour_rating: 5,
    aroma_rating: 4,
    flavour_rating: 3,
    comment: 'Tasted at the edge.',
  })
  if (rated.status !== 201 && rated.status !== 200) throw new Error(`rating: ${rated.status} ${rated.text}`)
  const passport = (await call('GET', '/api/passports', undefined, 200)).text
  if (!passport.includes('Tasted at the edge.')) throw new Error('the rating is not in the passport')
  step(`rated ${wine.slug}; it is in the passport`)
}

async function main() {
  const env: NodeJS.ProcessEnv = { ...process.env, ...OFFLINE_ENV }
  for (const name of ['CMS_ORIGIN', 'EDGE_SECRET'])
    if (!env[name]) throw new Error(`${name} is required (the running CMS, and the secret it shares with the worker)`)
  const port = Number(env.DEPLOY_CHECK_PORT ?? 8788)
  const t0 = Date.now()
  const edge = await runRecipe(env, port)
  try {
    await visitorFlow(edge.url)
  } finally {
    await edge.stop()
  }
  step(`passed in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(`[deploy-check] FAILED: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  })
}
