/**
 * Mail in tests (no test runner imported here): a local SMTP sink (smtp-server) that hands each message
 * over whole, and the reader of the mails the e2e run's sink keeps on disk (mailSink.ts).
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** An SMTP server that accepts anything, without TLS or authentication, and passes each message's bytes on. */
export function smtpSink(onMessage: (raw: Buffer) => Promise<void> | void) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        Promise.resolve(onMessage(Buffer.concat(chunks))).then(() => done(), done)
      })
    },
  })
}

/** The folder of the e2e run's data (the test server's DATA_DIR). */
export const e2eDataDir = () => path.resolve(process.env.E2E_DATA_DIR ?? '.data/e2e')

export type Mail = { to: string; subject: string; text: string; html: string }

/**
 * The newest mail addressed to `to`, parsed: from the run's SMTP sink folder (mailSink.ts) or, when the
 * server runs without SMTP_URL, from its outbox (the API's fallback).
 */
export async function outboxMail(to: string, since: number, hint?: RegExp): Promise<Mail | null> {
  const base = e2eDataDir()
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
    const mail = {
      to: addr,
      subject: m.subject ?? '',
      text: m.text ?? '',
      html: typeof m.html === 'string' ? m.html : '',
    }
    // The hint tells mails to one address apart (a verification mail may arrive just before a reset mail).
    if (
      addr.toLowerCase().includes(to.toLowerCase()) &&
      date >= since - 2000 &&
      (!hint || hint.test(mail.text + mail.html))
    )
      return mail
  }
  return null
}

/** A link of this site in a mail's text. */
export function linkIn(mail: Mail, pathStart: string): string | null {
  const m = new RegExp(`https?://[^\\s"'<>]+${pathStart.replace(/[/]/g, '\\/')}[^\\s"'<>]*`).exec(
    mail.text + ' ' + mail.html,
  )
  return m ? m[0].replace(/&amp;/g, '&') : null
}
