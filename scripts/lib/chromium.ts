/**
 * The Chromium the screenshot scripts and the Playwright suites drive. It imports nothing from
 * Playwright, so that a script and the test configuration can share it alike.
 */

/** Debian's Chromium (no browser download here); CHROMIUM_PATH for another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** Chromium in a container (no sandbox, no GPU), without its own traffic: updates, sync, first-run pages. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** What Playwright's `chromium.launch` takes to start that Chromium with those flags. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] }
}
