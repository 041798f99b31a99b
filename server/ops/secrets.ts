import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

type Secrets = { payloadSecret: string; pgPassword: string }

/**
 * Secrets the local default needs but nobody should have to type: made once, kept in .data/secrets.json
 * (mode 600). Environment variables win when set.
 */
export function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json')
  let stored: Partial<Secrets> = {}
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    /* first run */
  }
  const secrets: Secrets = {
    payloadSecret: stored.payloadSecret ?? randomBytes(32).toString('hex'),
    pgPassword: stored.pgPassword ?? randomBytes(18).toString('base64url'),
  }
  if (secrets.payloadSecret !== stored.payloadSecret || secrets.pgPassword !== stored.pgPassword) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  }
  return secrets
}
