/**
 * Playwright global setup: a local SMTP sink for the whole run. The test server sends its mail here
 * (SMTP_URL in playwright.config.ts); each message is kept as an .eml file under
 * {E2E_DATA_DIR}/sink/, where tests read it (mail.ts outboxMail).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { E2E_SMTP_PORT } from '../../playwright.config'
import { e2eDataDir, smtpSink } from './mail'

export default async function startSink() {
  const dir = path.join(e2eDataDir(), 'sink')
  mkdirSync(dir, { recursive: true })
  let n = 0
  const server = smtpSink((raw) => writeFileSync(path.join(dir, `${Date.now()}-${++n}.eml`), raw))
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve(true))
  })
  if (!listening) console.warn(`[e2e] SMTP port ${E2E_SMTP_PORT} is taken: mail goes wherever that server keeps it`)
  return () => new Promise<void>((r) => server.close(() => r()))
}
