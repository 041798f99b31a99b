/**
 * Outgoing mail with nodemailer, for the API's mails and Payload's own (cms/lib/emailAdapter.ts). SMTP_URL (smtp://user:pass@host:port, smtps://...) sends for real;
 * without it each mail is written to DATA_DIR/outbox/ as an .eml file and its link is logged, so a
 * local run needs no mail server. Both are read when a mail is sent.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { deployment } from './deployment'
import { log } from './log'

export type Mail = { to: string; subject: string; text: string; html: string; link?: string }

const transports = new Map<string, Transporter>()
export const mailFrom = () => process.env.MAIL_FROM ?? 'Wine Compass <no-reply@wine-compass.example>'
const outboxDir = () =>
  path.join(
    process.env.DATA_DIR
      ? path.resolve(process.env.DATA_DIR)
      : path.join(process.env.WINE_COMPASS_ROOT ?? process.cwd(), '.data'),
    'outbox',
  )

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
  const built = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
    .sendMail(message)
  const dir = outboxDir()
  await mkdir(dir, { recursive: true })
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, '-')}-${built.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 12)}.eml`,
  )
  await writeFile(file, built.message as Buffer)
  log('mail').info(`to ${mail.to}: "${mail.subject}" written to ${file}${mail.link ? `; link: ${mail.link}` : ''}`)
}

/** Sends without making the request wait (and without its timing telling anything); failures are logged. */
export function sendMailLater(mail: Mail): Promise<void> {
  return sendMail(mail).catch((err) =>
    log('mail').error(`sending failed: ${err instanceof Error ? err.message : String(err)}`),
  )
}
