/**
 * Helpers of the member end-to-end tests: a visitor past the gate with the start-up popups dismissed,
 * a mocked member for screens tested on their own (page.route), the real API's availability, and a
 * local SMTP sink (smtp-server + mailparser) with the outbox folder as a fallback.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import type { BrowserContext, Page, Route } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { BASE_URL } from '../../playwright.config'
import { snapshot } from './helpers'

const cookie = (name: string, value: string) => ({ name, value, url: BASE_URL })

/** Past the gate, in `locale`, with every start-up popup already dismissed (they would cover the screens). */
export async function visitor(context: BrowserContext, locale = 'en', country = 'US') {
  await context.addCookies([
    cookie('firstVisit', 'false'),
    cookie('acceptTerms', 'true'),
    cookie('adult', 'true'),
    cookie('country', country),
    cookie('locale', locale),
    cookie('popupShow', 'false'),
    cookie('popShow', 'false'),
    cookie('popupLocationShow', 'false'),
    cookie('geolocation', 'true'),
  ])
}

export async function setCurrentWine(context: BrowserContext, slug: string) {
  await context.addCookies([cookie('wine', slug)])
}

/** A wine sold in the US, from the snapshot the site was built from. */
export async function aWine(page: Page, index = 0) {
  const s = await snapshot(page)
  return s.wines.filter((w) => w.countries.includes('US'))[index]
}

export type MockMember = { id: string; name: string; surname: string; email: string; country: string; image: string | null; keep_me_update: boolean; email_verified_at: string | null }
export const MEMBER: MockMember = { id: 'm-1', name: 'Ana', surname: 'Silva', email: 'ana@example.com', country: 'US', image: null, keep_me_update: false, email_verified_at: '2026-01-01T00:00:00Z' }

const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })

/** Requests the page sent to a mocked API path, to assert on what was (or was not) sent. */
export type Sent = { method: string; path: string; body: string | null; contentType: string | null }[]

/**
 * Mocks the member API for one page: GET /api/user and /api/profile answer `member` (or 401 when null),
 * passports and palates answer what is given, POSTs answer `posts[path]` or 200 {}. Returns the POSTs sent.
 */
export async function mockApi(
  page: Page,
  opts: {
    member?: MockMember | null
    passports?: unknown[]
    palate?: { user_palate: Record<string, number>; wine_palates: Record<string, Record<string, number>> }
    posts?: Record<string, { status: number; body: unknown }>
  } = {},
): Promise<Sent> {
  const sent: Sent = []
  const member = opts.member === undefined ? MEMBER : opts.member
  await page.route('**/sanctum/csrf-cookie', (r) => r.fulfill({ status: 204, headers: { 'set-cookie': 'XSRF-TOKEN=test-token; Path=/' } }))
  await page.route(/\/api\/(user|profile)$/, (r) => {
    if (r.request().method() !== 'GET') return r.fallback()
    return member ? json(r, { data: member }) : json(r, { message: 'Unauthenticated.' }, 401)
  })
  await page.route(/\/api\/passports$/, (r) => (member ? json(r, { data: opts.passports ?? [] }) : json(r, { message: 'Unauthenticated.' }, 401)))
  await page.route(/\/api\/palates$/, (r) => (member ? json(r, { data: { data: opts.palate ?? { user_palate: {}, wine_palates: {} } } }) : json(r, { message: 'Unauthenticated.' }, 401)))
  const posts = ['/register', '/login', '/logout', '/forgot-password', '/reset-password', '/email/resend', '/api/profile', '/api/palates-temp']
  await page.route(
    (url) => (posts.includes(url.pathname) || /^\/api\/wines\/[^/]+\/passport$/.test(url.pathname)),
    (r) => {
      const req = r.request()
      if (req.method() !== 'POST') return r.fallback()
      const p = new URL(req.url()).pathname
      sent.push({ method: req.method(), path: p, body: req.postData(), contentType: req.headers()['content-type'] ?? null })
      const answer = opts.posts?.[p] ?? (/\/passport$/.test(p) ? opts.posts?.['passport'] : undefined)
      return answer ? json(r, answer.body, answer.status) : json(r, {})
    },
  )
  return sent
}

/** A passport entry as GET /api/passports answers it. */
export function entry(wine: { id: string; slug: string; name: string; harvest: string | null }, rating: number, comment: string | null = null) {
  return {
    id: `p-${wine.id}`,
    wine: { id: wine.id, slug: wine.slug, name: wine.name, harvest: wine.harvest, grape_variety: 'Touriga Nacional', image: null },
    wine_rating: rating,
    colour_rating: null,
    aroma_rating: null,
    flavour_rating: null,
    comment,
  }
}

export type Mail = { to: string; subject: string; text: string; html: string }

/**
 * The newest mail addressed to `to`, parsed: from the run's SMTP sink folder (tests/e2e/mailSink.ts)
 * or, when the server runs without SMTP_URL, from its outbox (the API's fallback).
 */
export async function outboxMail(to: string, since: number, hint?: RegExp): Promise<Mail | null> {
  const base = path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e')
  const files: string[] = []
  for (const dir of [path.join(base, 'sink'), path.join(base, 'outbox')]) {
    try {
      files.push(...(await readdir(dir)).filter((f) => f.endsWith('.eml')).map((f) => path.join(dir, f)))
    } catch {
      /* no such folder */
    }
  }
  files.sort((a, b) => path.basename(b).localeCompare(path.basename(a)))
  for (const f of files) {
    const m = await simpleParser(await readFile(f))
    const date = m.date?.getTime() ?? 0
    const addr = Array.isArray(m.to) ? m.to.map((a) => a.text).join(', ') : (m.to?.text ?? '')
    const mail = { to: addr, subject: m.subject ?? '', text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '' }
    // The hint tells mails to one address apart (a verification mail may arrive just before a reset mail).
    if (addr.toLowerCase().includes(to.toLowerCase()) && date >= since - 2000 && (!hint || hint.test(mail.text + mail.html))) return mail
  }
  return null
}

/** A link of this site in a mail's text. */
export function linkIn(mail: Mail, pathStart: string): string | null {
  const m = new RegExp(`https?://[^\\s"'<>]+${pathStart.replace(/[/]/g, '\\/')}[^\\s"'<>]*`).exec(mail.text + ' ' + mail.html)
  return m ? m[0].replace(/&amp;/g, '&') : null
}

import en from '../../locales/en.json' with { type: 'json' }
import ja from '../../locales/ja.json' with { type: 'json' }
import es from '../../locales/es.json' with { type: 'json' }

type Tree = { [k: string]: string | Tree }
const TREES: Record<string, Tree> = { en: en as unknown as Tree, ja: ja as unknown as Tree, es: es as unknown as Tree }

/** A member screen's string ("errors.name-required") in a locale, as the build put it in the page. */
export function T(locale: 'en' | 'ja' | 'es') {
  return (key: string, vars: Record<string, string | number> = {}) => {
    let node: string | Tree | undefined = TREES[locale].members as Tree
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
    if (typeof node !== 'string') throw new Error(`no string members.${key} in ${locale}`)
    return node.replace(/\{\{(\w+)\}\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m))
  }
}

/** Goes to a page and waits until its islands are live (Astro drops the `ssr` attribute after hydrating). */
export async function open(page: Page, url: string) {
  await page.goto(url)
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0)
}
