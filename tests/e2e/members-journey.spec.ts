/**
 * The new member's journey (docs/decisions.md, Members), against the real API and a local SMTP sink: rate a wine's caf as
 * a visitor, sign up through the three steps (each validation message once), find those ratings in the
 * passport, rate and note another wine, see both on the palate, edit the profile with an avatar, change
 * the email, sign out, reset the password from the mail, sign in with the new password.
 *
 * The server sends mail to the run's SMTP sink (tests/helpers/mailSink.ts, SMTP_URL in playwright.config.ts),
 * which keeps each message as a file; a server without SMTP_URL writes them to DATA_DIR/outbox instead.
 */
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import en from '../../locales/en.json' with { type: 'json' }
import { aWine } from '../helpers/content'
import { setCurrentWine, visitor } from '../helpers/gate'
import { linkIn, type Mail, outboxMail } from '../helpers/mail'
import { open, still } from '../helpers/page'
import { T } from '../helpers/strings'
import { fillFields } from '../helpers/forms'

const t = T('en')
const home = en.home

async function mailTo(address: string, since: number, subjectHint: RegExp): Promise<Mail> {
  let found: Mail | null = null
  await expect
    .poll(
      async () => {
        found = await outboxMail(address, since, subjectHint)
        return found !== null
      },
      { timeout: 20_000 },
    )
    .toBe(true)
  return found!
}

/** The member strings (by key) all on screen. */
async function shows(page: Page, ...keys: string[]) {
  for (const key of keys) await expect(page.getByText(t(key))).toBeVisible()
}

/** Rates one caf aspect on the viewer's rating slide, moving forward with the arrow key until it shows. */
async function rateCaf(page: Page, aspect: 'colour' | 'aroma' | 'flavour', stars: number) {
  const panel = page.getByTestId(`rate-${aspect}`)
  for (let i = 0; i < 12 && !(await panel.isVisible()); i++) {
    await page.keyboard.press('ArrowRight')
    await still(page)
  }
  await panel.getByRole('button', { name: `${stars} of 5 stars` }).click()
  await expect(panel.getByRole('button', { name: `${stars} of 5 stars` })).toHaveAttribute('aria-pressed', 'true')
}

test('a new member: caf as a visitor, sign-up, passport, rating and note, palate, profile, sign-out, reset, sign-in', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000)
  const stamp = Date.now()
  const email = `journey-${stamp}@example.com`
  const newEmail = `journey-${stamp}-new@example.com`
  const password = 'first-pass-2026'
  const newPassword = 'second-pass-2026'
  await visitor(context, 'US', 'en')
  const w0 = await aWine(page, 0)
  const w1 = await aWine(page, 1)

  // 1. A visitor rates the colour, aroma and flavour of a wine.
  await open(page, `/explore/${w0.slug}`)
  await setCurrentWine(context, w0.slug)
  await open(page, `/explore/${w0.slug}/caf`)
  await expect(page.getByTestId('story-viewer')).toBeVisible()
  await rateCaf(page, 'colour', 4)
  await rateCaf(page, 'aroma', 5)
  await rateCaf(page, 'flavour', 3)

  // 2. Sign-up, each validation message once. Analytics events are kept across the page change.
  await page.addInitScript(() => {
    const w = window as unknown as { dataLayer?: unknown[] }
    const kept = () => JSON.parse(sessionStorage.getItem('e2e-dl') ?? '[]') as unknown[]
    const dl: unknown[] = []
    dl.push = (...items: unknown[]) => {
      sessionStorage.setItem('e2e-dl', JSON.stringify([...kept(), ...items]))
      return Array.prototype.push.apply(dl, items)
    }
    w.dataLayer = dl
  })
  await open(page, '/signUp')
  const cont = page.getByRole('button', { name: t('signUp.continue') })
  await cont.click()
  await shows(page, 'errors.name-required', 'errors.surname-required')
  await fillFields(page, t, { name: 'J', surname: 'W' })
  await shows(page, 'errors.name-min', 'errors.surname-min')
  await fillFields(page, t, { name: 'Joana', surname: 'Walker' })
  await cont.click()
  await page.getByLabel(t('fields.country'), { exact: true }).selectOption('')
  await cont.click()
  await shows(page, 'errors.birth-year-required', 'errors.country-required')
  await page.getByLabel(t('fields.birthYear'), { exact: true }).selectOption('1988')
  await page.getByLabel(t('fields.country'), { exact: true }).selectOption('US')
  await cont.click()
  const submit = page.getByRole('button', { name: t('signUp.submit') })
  await submit.click()
  await shows(page, 'errors.email-required', 'errors.password-required')
  await fillFields(page, t, { email: 'joana@', password: 'short' })
  await shows(page, 'errors.email-invalid', 'errors.password-min')
  await fillFields(page, t, { email, password })
  await page.getByLabel(t('signUp.legal')).check()
  await page.getByLabel(t('signUp.terms')).check()
  await page.getByLabel(t('signUp.keepUpdated')).check()
  const registration = page.waitForRequest((r) => r.url().endsWith('/register') && r.method() === 'POST')
  await submit.click()
  await registration
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-dl') ?? '[]'))).toContainEqual(
    expect.objectContaining({ event: 'registration' }),
  )
  const me = await (await page.request.get('/api/user')).json()
  expect(me.data).toMatchObject({ name: 'Joana', surname: 'Walker', email, country: 'US', keep_me_update: true })

  // 3. The visitor's caf ratings are in the new passport.
  const passports = (await (await page.request.get('/api/passports')).json()).data as {
    wine: { id: string }
    colour_rating: number
    aroma_rating: number
    flavour_rating: number
  }[]
  expect(passports.find((p) => p.wine.id === w0.id)).toMatchObject({
    colour_rating: 4,
    aroma_rating: 5,
    flavour_rating: 3,
  })
  await open(page, '/passport')
  await expect(page.getByTestId('passport-list').getByText(w0.name)).toBeVisible()

  // 4. Rate and note another wine.
  await setCurrentWine(context, w1.slug)
  await open(page, '/rateWine')
  await expect(page.getByRole('heading', { level: 1, name: w1.name })).toBeVisible()
  await page
    .locator('label')
    .filter({ hasText: t('stars.star', { n: 5, total: 5 }) })
    .click()
  await expect(page.getByText(t('rateWine.saved'))).toBeVisible()
  await page.getByRole('link', { name: t('rateWine.addNote') }).click()
  await expect(page).toHaveURL(/\/addNotes$/)
  await page.getByRole('textbox', { name: t('notes.title') }).fill('Ripe plum, a little smoke. With grilled lamb.')
  await page.getByRole('button', { name: t('notes.save') }).click()
  await expect(page).toHaveURL(/\/wineAdded$/)
  await expect(page.getByText(t('wineAdded.text'))).toBeVisible()

  // The note is on the passport details of that wine.
  await open(page, '/passport')
  await page.getByRole('link', { name: new RegExp(w1.name) }).click()
  await expect(page.getByText('Ripe plum, a little smoke. With grilled lamb.')).toBeVisible()
  await expect(page.getByRole('img', { name: new RegExp(t('stars.rated', { n: 5, total: 5 })) })).toBeVisible()

  // 5. Both wines on the palate.
  await open(page, '/palate')
  await expect(page.getByRole('heading', { level: 2, name: t('palate.myTaste') })).toBeVisible()
  const titles = await page.locator('.swiper-slide .m-slide-title').allTextContents()
  expect(titles).toHaveLength(3)
  expect(titles.some((x) => x.includes(w0.name))).toBe(true)
  expect(titles.some((x) => x.includes(w1.name))).toBe(true)

  // 6. Profile: an avatar and a new email address.
  await open(page, '/profile')
  await expect(page.getByLabel(t('fields.email'), { exact: true })).toHaveValue(email)
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#6d1a36' } })
    .png()
    .toBuffer()
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
  await fillFields(page, t, { email: newEmail, currentPassword: password })
  const changeAsked = Date.now()
  await page.getByRole('button', { name: t('profile.save') }).click()
  await expect(page.getByRole('heading', { name: t('profile.updated') })).toBeVisible()
  await expect(page.getByText(t('profile.emailPending', { email: newEmail }), { exact: true })).toBeVisible()
  const updated = (await (await page.request.get('/api/user')).json()).data
  // The address changes only when the link mailed to it is followed; the avatar is private.
  expect(updated.email).toBe(email)
  expect(updated.image).toMatch(/^\/api\/profile\/avatar\?v=/)
  expect((await page.request.get(updated.image)).status()).toBe(200)
  await page
    .locator('#main')
    .getByRole('link', { name: t('profile.ok') })
    .click()
  await expect(page).toHaveURL(/\/$/)
  const confirm = new URL(linkIn(await mailTo(newEmail, changeAsked, /email\/change/), '/api/email/change/')!)
  await page.goto(confirm.pathname + confirm.search)
  // Home says what the link did, once: the address bar loses the query.
  await expect(page.getByRole('status').filter({ hasText: home.emailChanged })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect((await (await page.request.get('/api/user')).json()).data.email).toBe(newEmail)

  // 7. Sign out from the burger menu.
  await page.locator('[data-open-menu="burger"]').click()
  await page.locator('[data-sign-out]').click()
  await expect.poll(async () => (await page.request.get('/api/user')).status()).toBe(401)

  // 8. Reset the password through the mail.
  const since = Date.now()
  await open(page, '/forgot-password')
  await page.getByLabel(t('fields.email'), { exact: true }).fill(newEmail)
  await page.getByRole('button', { name: t('forgot.submit') }).click()
  await expect(page.getByRole('heading', { name: t('forgot.sent') })).toBeVisible()
  const mail = await mailTo(newEmail, since, /reset-password/)
  const link = linkIn(mail, '/reset-password/')
  expect(link).toBeTruthy()
  const url = new URL(link!)
  await open(page, url.pathname + url.search)
  await fillFields(page, t, { newPassword, confirmPassword: newPassword })
  await page.getByRole('button', { name: t('reset.submit') }).click()
  await expect(page.getByText(t('reset.doneText'))).toBeVisible()
  await page
    .locator('#main')
    .getByRole('link', { name: t('reset.signIn') })
    .click()

  // 9. Sign in with the new password.
  await expect(page).toHaveURL(/\/signIn$/)
  await fillFields(page, t, { email: newEmail, password: newPassword })
  await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
  expect((await (await page.request.get('/api/user')).json()).data.email).toBe(newEmail)
})
