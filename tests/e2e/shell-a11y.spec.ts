/** Axe on the shell's screens in en and ja: no serious or critical violations. */
import { expectAccessible } from '../helpers/a11y'
import { test, type Page } from '@playwright/test'
import { passGate, quietShell } from '../helpers/gate'
import { settled } from '../helpers/page'
import { signIn } from '../helpers/session'
import { ui } from '../helpers/strings'

// Several axe scans per test on a shared 2-core machine: more time than the default 30 s.
test.describe.configure({ timeout: 60_000 })

async function scan(page: Page) {
  await expectAccessible(page, { rules: 'all' })
}

for (const locale of ['en', 'ja']) {
  test(`gate (${locale})`, async ({ page, context }) => {
    await quietShell(context)
    await context.addCookies([
      { name: 'locale', value: locale, url: 'http://localhost:' + (process.env.E2E_PORT ?? 3100) },
    ])
    await page.goto('/')
    await scan(page)
    await page.locator('input[role=combobox]').click()
    await scan(page)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: ui(locale, 'gate.readTerms') }).click()
    await scan(page)
  })

  for (const path of ['/', '/terms']) {
    test(`${path} (${locale})`, async ({ page, context }) => {
      await passGate(context, 'US', locale)
      await quietShell(context)
      await page.goto(path)
      await settled(page)
      await scan(page)
      await page.getByRole('button', { name: ui(locale, 'menu.open') }).click()
      await scan(page)
    })
  }

  test(`user menu (${locale})`, async ({ page, context }) => {
    await passGate(context, 'US', locale)
    await quietShell(context)
    await signIn(page)
    await page.goto('/')
    await page.getByRole('button', { name: ui(locale, 'user.menu') }).click()
    await scan(page)
  })
}
