/**
 * Outgoing mail with nodemailer. SMTP_URL (smtp://user:pass@host:port, smtps://...) sends for real;
 * without it each mail is written to DATA_DIR/outbox/ as an .eml file and its link is logged, so a
 * local run needs no mail server. Both are read when a mail is sent.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { Locale } from '../../src/contract/locales'
import { deployment } from '../lib/deployment'
import { message } from './i18n'

export type Mail = { to: string; subject: string; text: string; html: string; link?: string }

const transports = new Map<string, Transporter>()
export const mailFrom = () => process.env.MAIL_FROM ?? 'Wine Compass <no-reply@wine-compass.example>'
const outboxDir = () => path.join(process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(process.env.WINE_COMPASS_ROOT ?? process.cwd(), '.data'), 'outbox')

export async function sendMail(mail: Mail): Promise<void> {
  const url = process.env.SMTP_URL?.trim()
  const message = { from: mailFrom(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }
  if (url) {
    let transport = transports.get(url)
    if (!transport) transports.set(url, (transport = nodemailer.createTransport(url)))
    await transport.sendMail(message)
    return
  }
  // Production never writes links that open accounts to disk or logs (it also refuses to start without SMTP_URL).
  if (!deployment().outboxAllowed) throw new Error('SMTP_URL is not set: the mail was not sent')
  const built = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail(message)
  const dir = outboxDir()
  await mkdir(dir, { recursive: true })
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${built.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.eml`)
  await writeFile(file, built.message as Buffer)
  console.log(`[mail] to ${mail.to}: "${mail.subject}" written to ${file}${mail.link ? `\n[mail] link: ${mail.link}` : ''}`)
}

/** Sends without making the request wait (and without its timing telling anything); failures are logged. */
export function sendMailLater(mail: Mail): Promise<void> {
  return sendMail(mail).catch((err) => console.error('[mail] sending failed:', err instanceof Error ? err.message : err))
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/** A short mail with one button, in the member's language: keys api.mail.{kind}.subject|intro|action|outro. */
export type MailKind = 'reset' | 'verify' | 'email-change' | 'email-changed'

export function linkMail(locale: Locale, kind: MailKind, to: string, name: string, link: string, vars: Record<string, string | number> = {}): Mail {
  const t = (k: string) => message(locale, `api.mail.${kind}.${k}`, { name, ...vars })
  const greeting = message(locale, 'api.mail.greeting', { name })
  const subject = t('subject')
  const text = `${greeting}\n\n${t('intro')}\n\n${t('action')}: ${link}\n\n${t('outro')}\n\nWine Compass`
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#2b1d1d">
<p>${escape(greeting)}</p><p>${escape(t('intro'))}</p>
<p><a href="${escape(link)}" style="display:inline-block;padding:12px 20px;background:#7a1f2b;color:#fff;border-radius:6px;text-decoration:none">${escape(t('action'))}</a></p>
<p style="font-size:13px;color:#555">${escape(link)}</p><p>${escape(t('outro'))}</p><p>Wine Compass</p></body></html>`
  return { to, subject, text, html, link }
}
