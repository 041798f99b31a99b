/**
 * Production mode (NODE_ENV=production), started exactly as `npm start` starts the product: it refuses
 * unsafe settings, and a new production database gets no demo accounts, Secure cookies and HSTS.
 * Its own data folder, port and database; the admin bundle is the run's (same sources).
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { E2E_SMTP_PORT } from '../../playwright.config'
import { DEMO_MEMBER, DEMO_STAFF } from '../../cms/seed/demoAccounts'
import { Client } from '../helpers/http'
import { ready, startServer, stop } from './spawnServer'
import { signUp } from '../helpers/accounts'

const PORT = 3197
const BASE = `http://localhost:${PORT}`
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', '..', 'e2e-production')

const start = (env: Record<string, string>) =>
  startServer({ port: PORT, pgPort: 54369, dataDir: DATA_DIR, env: { TRUST_PROXY: '', ...env } })

test.describe.configure({ mode: 'serial' })

test('6. production refuses to start without PUBLIC_URL and SMTP_URL, with an http PUBLIC_URL, or a half-configured sign-in provider', async () => {
  for (const [env, expected] of [
    [{ NODE_ENV: 'production' }, /PUBLIC_URL is required/],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://wines.example.test' }, /SMTP_URL is required/],
    [
      { NODE_ENV: 'production', PUBLIC_URL: 'http://wines.example.test', SMTP_URL: 'smtp://127.0.0.1:25' },
      /must be https/,
    ],
    [{ PUBLIC_URL: 'https://wines.example.test' }, /SMTP_URL is required/],
    // A half-configured sign-in provider is refused, not left out quietly.
    [
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://wines.example.test',
        SMTP_URL: 'smtp://127.0.0.1:25',
        GOOGLE_CLIENT_ID: 'only-the-id',
      },
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/,
    ],
  ] as const) {
    const s = start(env)
    const code = await Promise.race([s.exited, new Promise<number>((r) => setTimeout(() => r(-1), 20_000))])
    if (code === -1) await stop(s)
    expect(code, s.output()).toBe(1)
    expect(s.output()).toMatch(expected)
  }
})

test('6, 11, 12, 13. a production server: no demo accounts, first staff from the admin, Secure cookies, HSTS', async () => {
  test.setTimeout(360_000)
  rmSync(DATA_DIR, { recursive: true, force: true })
  const s = start({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://wines.example.test',
    SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  })
  try {
    await ready(s)
    expect(s.output()).not.toContain(DEMO_STAFF.password)
    expect(s.output()).toContain('production mode')

    // No demo staff or member: the README's passwords open nothing.
    const staff = new Client(BASE)
    expect((await staff.post('/cms-api/users/login', DEMO_STAFF)).status).toBe(401)
    const member = await new Client(BASE).csrf()
    expect((await member.post('/login', DEMO_MEMBER)).status).toBe(422)
    // The admin asks for the first staff account (Payload's own check behind /admin's redirect).
    expect(await (await fetch(`${BASE}/cms-api/users/init`)).json()).toEqual({ initialized: false })
    // ... with a real password.
    expect(
      (await staff.post('/cms-api/users/first-register', { email: 'owner@wines.example.test', password: 'short' }))
        .status,
    ).toBe(400)

    // HSTS and Secure cookies from the configuration (this request itself is plain http).
    const page = await fetch(`${BASE}/`)
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
    const csrf = await fetch(`${BASE}/sanctum/csrf-cookie`)
    expect(csrf.headers.getSetCookie().join('\n')).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/i)
    const newcomer = await new Client(BASE).csrf()
    const res = await newcomer.post(
      '/register',
      signUp({ password: 'cellar-door-2026', password_confirmation: 'cellar-door-2026', country: 'PT' }),
    )
    expect(res.status).toBe(201)
    const session = newcomer.setCookies.find((l) => l.startsWith('__Host-wine_compass_session='))
    expect(session).toMatch(/; Secure/i)
    expect(session).toMatch(/; HttpOnly/i)
    expect(session).toMatch(/; Path=\//i)
  } finally {
    await stop(s)
  }
})
