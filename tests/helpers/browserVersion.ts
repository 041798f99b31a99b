/**
 * Playwright global setup: names the browser the run meets, first, so that a failure can be read
 * against it (docs/decisions.md, A fresh machine: a test passed on one Chromium and failed on the next).
 */
import { execFileSync } from 'node:child_process'
import { CHROMIUM_PATH } from '../../playwright.config'

export default function printBrowserVersion() {
  let version: string
  try {
    version = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch (err) {
    version = `not runnable (${(err as Error).message.split('\n')[0]})`
  }
  console.log(`[e2e] browser: ${version} at ${CHROMIUM_PATH}`)
}
