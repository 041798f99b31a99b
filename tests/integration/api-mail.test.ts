/**
 * Mail end to end: a real SMTP sink (smtp-server) on a local port, SMTP_URL pointing at it, the
 * forgot/reset flow followed through the mailed link, the verification link, and the outbox default.
 */
import { readdir, readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, testPayload, visitor, withCsrf, send, db, signedIn, uniqueEmail } from '../helpers/apiClient'
import { smtpSink } from '../helpers/mail'

/** The sink: every mail parsed, and waiters by recipient. */
const inbox: ParsedMail[] = []
let waiters: { to: string; resolve: (m: ParsedMail) => void }[] = []
let sink: SMTPServer
const recipients = (m: ParsedMail) =>
  (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address?.toLowerCase()))

function mailTo(address: string, timeoutMs = 5000): Promise<ParsedMail> {
  const found = inbox.find((m) => recipients(m).includes(address.toLowerCase()))
  if (found) return Promise.resolve(found)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no mail to ${address}`)), timeoutMs)
    waiters.push({ to: address.toLowerCase(), resolve: (m) => (clearTimeout(timer), resolve(m)) })
  })
}

async function waitForMail(match: (m: ParsedMail) => boolean, timeoutMs = 5000): Promise<ParsedMail> {
  for (let waited = 0; waited < timeoutMs; waited += 20) {
    const found = inbox.find(match)
    if (found) return found
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('no such mail')
}

beforeAll(async () => {
  sink = smtpSink(async (raw) => {
    const mail = await simpleParser(raw)
    inbox.push(mail)
    const to = recipients(mail)
    waiters = waiters.filter((w) => (to.includes(w.to) ? (w.resolve(mail), false) : true))
  })
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`
  process.env.PUBLIC_URL = 'https://wine.example'
  await testPayload()
})

afterAll(async () => {
  delete process.env.SMTP_URL
  delete process.env.PUBLIC_URL
  await new Promise<void>((resolve) => sink.close(() => resolve()))
})

/** POST /reset-password with the mailed `token`, for `email`, setting (and confirming) `password`. */
const resetPassword = (c: Client, token: string, email: string, password: string) =>
  send(c, 'POST', '/reset-password', { token, email, password, password_confirmation: password })

const register = (email: string, password: string, locale = 'en') =>
  signedIn(email, password, { 'accept-language': locale })

describe('forgot and reset password through real SMTP', () => {
  it('mails a single-use link; following it sets the new password', async () => {
    const email = uniqueEmail('reset')
    await register(email, 'the-old-password')
    const c = await withCsrf(visitor())
    expect((await send(c, 'POST', '/forgot-password', { email })).status).toBe(200)

    const reset = await waitForMail(
      (m) => recipients(m).includes(email) && m.subject === 'Reset your Wine Compass password',
    )
    const match = /https:\/\/wine\.example\/reset-password\/([A-Za-z0-9_-]+)\?email=([^\s"<]+)/.exec(reset.text ?? '')
    expect(match, reset.text).toBeTruthy()
    const [, token, emailParam] = match!
    expect(decodeURIComponent(emailParam)).toBe(email)
    expect(reset.html).toContain(`/reset-password/${token}`)

    // Only the token's hash is in the database.
    const { rows } = await (await db()).query('select reset_password_token from members where email = $1', [email])
    expect(rows[0].reset_password_token).toBe(createHash('sha256').update(token).digest('hex'))

    const done = await resetPassword(c, token, decodeURIComponent(emailParam), 'the-new-password')
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({
      message: 'Your password has been reset successfully. Please use your new password when signing in',
    })

    const login = await withCsrf(visitor())
    expect((await send(login, 'POST', '/login', { email, password: 'the-old-password' })).status).toBe(422)
    expect((await send(login, 'POST', '/login', { email, password: 'the-new-password' })).status).toBe(200)

    const again = await resetPassword(c, token, email, 'a-third-password')
    expect(again.status).toBe(422)
    expect((await again.json()).errors.email).toEqual(['This password reset link is invalid or has expired.'])
  })

  it("ends the member's sessions, refuses a link for another email, and an expired one", async () => {
    const email = uniqueEmail('expire')
    const member = await register(email, 'the-old-password')
    expect((await member.get('/api/user')).status).toBe(200)
    const c = await withCsrf(visitor())
    await send(c, 'POST', '/forgot-password', { email })
    const mail = await waitForMail((x) => recipients(x).includes(email) && /reset-password/.test(x.text ?? ''))
    const token = /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text!)![1]
    const wrongEmail = await resetPassword(c, token, uniqueEmail('other'), 'the-new-password')
    expect(wrongEmail.status).toBe(422)
    await (
      await db()
    ).query(`update members set reset_password_expiration = now() - interval '1 minute' where email = $1`, [email])
    const expired = await resetPassword(c, token, email, 'the-new-password')
    expect(expired.status).toBe(422)
    await (
      await db()
    ).query(`update members set reset_password_expiration = now() + interval '1 hour' where email = $1`, [email])
    expect((await resetPassword(c, token, email, 'the-new-password')).status).toBe(200)
    expect((await member.get('/api/user')).status).toBe(401)
  })

  it('sends nothing for an unknown email, with the same answer', async () => {
    const email = uniqueEmail('ghost')
    const c = await withCsrf(visitor())
    const res = await send(c, 'POST', '/forgot-password', { email })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Reset password email sent.' })
    await expect(mailTo(email, 500)).rejects.toThrow()
  })
})

describe('email verification', () => {
  it("mails a signed link at sign-up, in the member's language; following it marks the email verified", async () => {
    const email = uniqueEmail('verify')
    const c = await register(email, 'a-good-password', 'de')
    const mail = await mailTo(email)
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse')
    const link = /https:\/\/wine\.example(\/api\/email\/verify\/[^\s"<]+)/.exec(mail.text ?? '')![1]
    const tampered = link.replace(/signature=([0-9a-f])/, (_, ch: string) => `signature=${ch === '0' ? '1' : '0'}`)
    expect((await visitor().get(tampered)).status).toBe(403)
    const res = await visitor().get(link)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/?verified=1')
    expect((await (await c.get('/api/user')).json()).data.email_verified_at).toBeTruthy()
    expect((await send(c, 'POST', '/email/resend')).status).toBe(204)
  })
})

describe('an address refused for wrong passwords', () => {
  it('tells the member, in their language and once an hour, that their account is not locked', async () => {
    const email = uniqueEmail('refused')
    await register(email, 'a-good-password', 'fr')
    const address = (n: number) => `2001:db8:${n.toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`
    const strangers = [
      await withCsrf(new Client({ 'x-forwarded-for': address(0xa1) })),
      await withCsrf(new Client({ 'x-forwarded-for': address(0xa2) })),
    ]
    const subject = 'Quelqu’un a tenté de se connecter à votre compte Wine Compass'
    const alerts = () => inbox.filter((m) => recipients(m).includes(email) && m.subject === subject)
    for (let i = 0; i < 6; i++) await send(strangers[0], 'POST', '/login', { email, password: 'wrong-password' })
    const mail = await waitForMail((m) => recipients(m).includes(email) && m.subject === subject)
    expect(mail.text).toContain('Votre compte n’est pas bloqué')
    expect(mail.text).toContain('https://wine.example/forgot-password')
    // A second address refused within the hour: no second mail.
    for (let i = 0; i < 6; i++) await send(strangers[1], 'POST', '/login', { email, password: 'wrong-password' })
    await new Promise((r) => setTimeout(r, 500))
    expect(alerts()).toHaveLength(1)
  })
})

describe('without SMTP_URL', () => {
  const dir = () => path.join(process.env.DATA_DIR!, 'outbox')
  const newMails = async (before: Set<string>, waitMs: number) => {
    let added: string[] = []
    for (let i = 0; i < waitMs / 30 && added.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 30))
      added = (await readdir(dir()).catch(() => [] as string[])).filter((f) => !before.has(f) && f.endsWith('.eml'))
    }
    return Promise.all(added.map((f) => readFile(path.join(dir(), f), 'utf8')))
  }

  it('writes each mail to DATA_DIR/outbox as .eml locally, never in production', async () => {
    const url = process.env.SMTP_URL
    delete process.env.SMTP_URL
    try {
      // PUBLIC_URL is https here: production mode, where a link is never written to disk.
      const quiet = uniqueEmail('production')
      const before = new Set(await readdir(dir()).catch(() => [] as string[]))
      await register(quiet, 'a-good-password')
      expect((await newMails(before, 600)).some((t) => t.includes(quiet))).toBe(false)

      process.env.WINE_COMPASS_MODE = 'local'
      const email = uniqueEmail('outbox')
      const again = new Set(await readdir(dir()).catch(() => [] as string[]))
      await register(email, 'a-good-password')
      const texts = await newMails(again, 3000)
      expect(texts.some((t) => t.includes(email) && t.includes('/api/email/verify/'))).toBe(true)
    } finally {
      process.env.SMTP_URL = url
      delete process.env.WINE_COMPASS_MODE
    }
  })
})
