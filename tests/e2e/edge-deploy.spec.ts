/**
 * The README's Cloudflare recipe works as written: scripts/deploy-check.ts runs its lines against this
 * run's server as the CMS (site built from SNAPSHOT_URL into ./dist, the worker in workerd), then
 * passes the gate, signs up, signs in and rates a wine through the worker.
 */
import { spawn } from 'node:child_process'
import { expect, test } from '@playwright/test'
import { BASE_URL, E2E_EDGE_SECRET } from '../../playwright.config'
import { TYPESCRIPT_NODE_ARGS } from '../../server/ops/typescript'

test('the README deploy recipe, run by scripts/deploy-check.ts, passes', async () => {
  test.setTimeout(180_000)
  const env = {
    ...process.env,
    CMS_ORIGIN: BASE_URL.replace('localhost', '127.0.0.1'),
    EDGE_SECRET: E2E_EDGE_SECRET,
    DEPLOY_CHECK_PORT: '3199',
  }
  const child = spawn(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/deploy-check.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += String(d)))
  child.stderr.on('data', (d) => (output += String(d)))
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
  const steps = output.split('\n').filter((l) => l.startsWith('[deploy-check]'))
  expect(code, output.split('\n').slice(-60).join('\n')).toBe(0)
  // Every line of the recipe ran, and the visitor's steps happened through the worker.
  for (const s of [
    'npm run build:site',
    'wrangler deploy',
    'wrangler secret put',
    'the gate meets a first visit',
    'signed up and signed in',
    'it is in the passport',
  ]) {
    expect(steps.join('\n')).toContain(s)
  }
})
