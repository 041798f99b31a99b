/**
 * Social sign-in (docs/decisions.md, Beyond the spec) on the production server, in Chromium, against the real OpenID
 * provider the run starts (tests/helpers/oidcSetup.ts; its sign-in page takes any login). The buttons
 * on sign-up steps 1 and 2 and on sign-in; a first sign-in and its short step; a later one; an
 * existing email linked with its password; a wrong state and a replayed answer.
 * Screenshots: test-results/members-screens/social-*.png.
 */
import { expectAccessible } from '../helpers/a11y'
import { expect, test, type Browser, type Page, type Request } from '@playwright/test'
import { visitor } from '../helpers/gate'
import { open } from '../helpers/page'
import { newMember } from '../helpers/session'
import { OIDC_TEST, oidcIssuer } from '../helpers/oidcProvider'
import { T } from '../helpers/strings'

const SCREENS = 'test-results/members-screens'
const t = T('en')
const button = `Continue with ${OIDC_TEST.name}`

async function look(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/social-${name}.png`, fullPage: true })
  await expectAccessible(page)
}

const login = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** On the provider's own page: any login and password. Returns when the browser is back on the site. */
async function atProvider(page: Page, who: string) {
  await page.waitForURL((u) => u.origin === oidcIssuer())
  await page.locator('input[name="login"]').fill(who)
  await page.locator('input[name="password"]').fill('any password')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((u) => u.origin !== oidcIssuer())
}

const me = (page: Page) => page.request.get('/api/user')

/** From the page `from`, "Continue with …" and a sign-in at the provider as `who`: back on the site. Returns the provider's answer (the callback URL). */
async function viaProvider(page: Page, from: string, who: string): Promise<string> {
  let answer = ''
  const keep = (r: Request) => {
    if (r.url().includes(`/api/auth/${OIDC_TEST.id}/callback`)) answer ||= r.url()
  }
  page.on('request', keep)
  await open(page, from)
  await page.getByRole('link', { name: button }).click()
  await atProvider(page, who)
  page.off('request', keep)
  return answer
}

/** Another browser in the same test, past the gate. */
async function anotherBrowser(browser: Browser) {
  const context = await browser.newContext()
  await visitor(context)
  return { context, page: await context.newPage() }
}

/** In another browser, a sign-in at the provider as `who` from /signIn lands home at once, signed in: the member there. */
async function signInElsewhere(browser: Browser, who: string): Promise<{ id: string | number; email: string }> {
  const other = await anotherBrowser(browser)
  await viaProvider(other.page, '/signIn', who)
  await other.page.waitForURL((u) => u.pathname === '/')
  const member = (await (await me(other.page)).json()).data
  await other.context.close()
  return member
}

test('the buttons: sign-up steps 1 and 2 and sign-in, plain links to the configured provider', async ({
  page,
  context,
}) => {
  await visitor(context)
  await open(page, '/signUp')
  const link = page.getByRole('link', { name: button })
  await expect(link).toHaveAttribute('href', `/api/auth/${OIDC_TEST.id}/start`)
  await look(page, 'sign-up-step-1')
  await page.getByLabel(t('fields.name'), { exact: true }).fill('Ana')
  await page.getByLabel(t('fields.surname')).fill('Sousa')
  await page.getByRole('button', { name: t('signUp.continue') }).click()
  await expect(page.getByRole('heading', { name: t('signUp.step2'), exact: true })).toBeFocused()
  await expect(link).toBeVisible()
  await page.getByLabel(t('fields.birthYear')).selectOption('1990')
  await page.getByRole('button', { name: t('signUp.continue') }).click()
  await expect(page.getByRole('heading', { name: t('signUp.step3'), exact: true })).toBeFocused()
  await expect(link).toHaveCount(0)

  await open(page, '/signIn')
  await expect(page.getByRole('link', { name: button })).toBeVisible()
  await look(page, 'sign-in')

  // With Google and Apple configured (their marks, as their guidelines ask): the list as the server would give it.
  await page.route('**/api/auth/providers', (route) =>
    route.fulfill({
      json: {
        data: [
          { id: 'google', name: 'Google' },
          { id: 'apple', name: 'Apple' },
          { id: OIDC_TEST.id, name: OIDC_TEST.name },
        ],
      },
    }),
  )
  await open(page, '/signIn')
  await expect(page.getByRole('link', { name: 'Continue with Apple' })).toHaveAttribute('href', '/api/auth/apple/start')
  await look(page, 'sign-in-brands')
})

test('a first sign-in asks the short step once and creates the member; the next one signs straight in', async ({
  page,
  context,
  browser,
}) => {
  await visitor(context)
  const who = login('e2e-first')
  await viaProvider(page, '/signUp', who)
  await expect(page).toHaveURL(/\/signUp\?social=complete$/)
  await expect(page.getByRole('heading', { name: t('social.completeTitle') })).toBeFocused()
  await expect(page.getByText(`You are signing up with ${OIDC_TEST.name} as ${who}@oidc.test.`)).toBeVisible()
  await expect(page.getByLabel(t('fields.name'), { exact: true })).toHaveValue(OIDC_TEST.given)
  await expect(page.getByLabel(t('fields.surname'))).toHaveValue(OIDC_TEST.family)

  // Legal age is not optional here; nothing is created until it is confirmed.
  await page.getByLabel(t('fields.birthYear')).selectOption('1988')
  await page.getByRole('button', { name: t('social.completeSubmit') }).click()
  await expect(page.getByText(t('errors.legal-required'))).toBeVisible()
  await expect(page.getByLabel(t('signUp.legal'))).toBeFocused()
  await look(page, 'complete')
  expect((await me(page)).status()).toBe(401)

  await page.getByLabel(t('signUp.legal')).check()
  await page.getByRole('button', { name: t('social.completeSubmit') }).click()
  await page.waitForURL((u) => u.pathname === '/')
  const member = (await (await me(page)).json()).data
  expect(member).toMatchObject({
    email: `${who}@oidc.test`,
    name: OIDC_TEST.given,
    surname: OIDC_TEST.family,
    country: 'US',
    birth_year: 1988,
    adult: true,
  })
  expect(member.email_verified_at).not.toBeNull()

  // Another browser, the same provider account: signed in at once, no step.
  expect((await signInElsewhere(browser, who)).id).toBe(member.id)
})

test('an existing email links once with its password, and then signs in with the provider', async ({
  page,
  context,
  browser,
}) => {
  await visitor(context)
  const account = await newMember(page)
  await context.clearCookies()
  await visitor(context)

  await viaProvider(page, '/signIn', account.email)
  await expect(page).toHaveURL(/\/signIn\?social=link$/)
  await expect(page.getByRole('status')).toHaveText(
    `You already have an account with ${account.email}. Enter its password once, and you can sign in with ${OIDC_TEST.name} from now on.`,
  )
  await expect(page.getByLabel(t('fields.email'))).toHaveValue(account.email)
  await look(page, 'link')
  await page.getByLabel(t('fields.password')).fill(account.password)
  await page.getByRole('button', { name: t('signIn.submit') }).click()
  await page.waitForURL((u) => u.pathname === '/')

  expect((await signInElsewhere(browser, account.email)).email).toBe(account.email)
})

test("a wrong state is refused with a message, and nothing is created (another person's answer fed to this browser)", async ({
  page,
  context,
  browser,
}) => {
  // The attacker signs in at the provider as themself and keeps the answer the provider sends back.
  const attacker = await anotherBrowser(browser)
  const answer = await viaProvider(attacker.page, '/signIn', login('e2e-attacker'))
  await attacker.context.close()
  expect(answer).toContain('state=')

  // This browser has started its own sign-in (its own state), then is sent the attacker's answer.
  await visitor(context)
  await open(page, '/signIn')
  await page.getByRole('link', { name: button }).click()
  await page.waitForURL((u) => u.origin === oidcIssuer())
  await page.goto(answer)
  await expect(page).toHaveURL(/\/signIn\?social=failed$/)
  await expect(page.getByRole('alert').first()).toHaveText(t('social.failed'))
  await look(page, 'failed')
  expect((await me(page)).status()).toBe(401)
  expect((await page.request.get('/api/auth/pending')).status()).toBe(404)
  // Only the provider's form post goes without the CSRF header; finishing a sign-up does not.
  expect((await page.request.post('/api/auth/complete', { data: {} })).status()).toBe(419)
})

test('a replayed answer is refused: the start it belonged to is forgotten', async ({ page, context, browser }) => {
  await visitor(context)
  const answer = await viaProvider(page, '/signUp', login('e2e-replay'))
  await expect(page).toHaveURL(/\/signUp\?social=complete$/)
  expect(answer).toContain('code=')

  await page.goto(answer)
  await expect(page).toHaveURL(/\/signIn\?social=expired$/)
  await expect(page.getByRole('alert').first()).toHaveText(t('social.expired'))

  // In another browser, the stolen answer leads nowhere either.
  const thief = await anotherBrowser(browser)
  await thief.page.goto(answer)
  await expect(thief.page).toHaveURL(/\/signIn\?social=expired$/)
  expect((await me(thief.page)).status()).toBe(401)
  await thief.context.close()
})

/** Signs up in this page with the provider as `who`, through the short step; ends at home, signed in. */
async function signUpWithProvider(page: Page, who: string) {
  await viaProvider(page, '/signUp', who)
  await expect(page.getByRole('heading', { name: t('social.completeTitle') })).toBeFocused()
  await page.getByLabel(t('fields.birthYear')).selectOption('1985')
  await page.getByLabel(t('signUp.legal')).check()
  await page.getByRole('button', { name: t('social.completeSubmit') }).click()
  await page.waitForURL((u) => u.pathname === '/')
}

test('a member without a password deletes the account after signing in with the provider again', async ({
  page,
  context,
}) => {
  await visitor(context)
  const who = login('e2e-delete')
  await signUpWithProvider(page, who)

  await open(page, '/profile')
  const section = page.getByTestId('your-data')
  await section.getByRole('button', { name: t('profile.data.delete') }).click()
  await section.getByRole('link', { name: `Confirm with ${OIDC_TEST.name} instead of your password` }).click()
  // A confirmation asks the provider for a new sign-in (prompt=login), not its remembered session.
  await atProvider(page, who)
  await expect(page).toHaveURL(new RegExp(`/profile#your-data$`))
  await expect(section.getByRole('status')).toHaveText(
    `You confirmed it is you with ${OIDC_TEST.name}. You can delete your account now.`,
  )
  await expect(section.getByLabel(t('fields.currentPassword'))).toHaveCount(0)
  await look(page, 'delete-confirmed')
  await section.getByRole('button', { name: t('profile.data.deleteConfirm'), exact: true }).click()
  await expect(page.getByRole('heading', { name: t('profile.data.deleted') })).toBeFocused()
  expect((await me(page)).status()).toBe(401)
})
