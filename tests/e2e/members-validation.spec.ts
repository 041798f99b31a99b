/**
 * Every validation message of spec §5 on the member screens, in English and Japanese. The API is
 * mocked (page.route) so that each screen is tested on its own; the journey spec uses the real one.
 */
import { expect, test } from '@playwright/test'
import { visitor } from '../helpers/gate'
import { mockMemberApi } from '../helpers/mockApi'
import { holdIsland, open } from '../helpers/page'
import { T } from '../helpers/strings'
import { fillFields } from '../helpers/forms'

for (const locale of ['en', 'ja'] as const) {
  const t = T(locale)
  const visible = (page: import('@playwright/test').Page, key: string) =>
    expect(page.getByText(t(key), { exact: true })).toBeVisible()

  test.describe(`validation (${locale})`, () => {
    test.beforeEach(async ({ context }) => visitor(context, 'US', locale))

    test("sign-in: what was typed before the form's script ran is what is sent (a slow phone)", async ({ page }) => {
      await mockMemberApi(page, { member: null })
      let sent: unknown = null
      await page.route('**/login', (r) => {
        sent = r.request().postDataJSON()
        return r.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'x', errors: { email: ['These credentials do not match our records.'] } }),
        })
      })
      const form = await holdIsland(page, 'SignIn')
      await page.goto('/signIn', { waitUntil: 'domcontentloaded' })
      await fillFields(page, t, { email: 'early@example.com', password: 'typed-early-1' })
      form.release()
      await form.hydrated()
      await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click()
      await expect(
        page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
      ).toBeVisible()
      expect(sent).toMatchObject({ email: 'early@example.com', password: 'typed-early-1' })
    })

    test('sign-up: each step continues only when valid, with the messages of §5', async ({ page }) => {
      const sent = await mockMemberApi(page, {
        member: null,
        posts: {
          '/register': {
            status: 422,
            body: { message: 'taken', errors: { email: ['The email has already been taken.'] } },
          },
        },
      })
      await open(page, '/signUp')
      await expect(page.getByRole('heading', { level: 1, name: t('signUp.title') })).toBeVisible()

      // Step 1
      await page.getByRole('button', { name: t('signUp.continue') }).click()
      await visible(page, 'errors.name-required')
      await visible(page, 'errors.surname-required')
      await expect(page.getByLabel(t('fields.name'), { exact: true })).toBeFocused()
      await fillFields(page, t, { name: 'A', surname: 'B' })
      await visible(page, 'errors.name-min')
      await visible(page, 'errors.surname-min')
      await fillFields(page, t, { name: 'Ana', surname: 'Silva' })
      await page.getByRole('button', { name: t('signUp.continue') }).click()

      // Step 2 (the country is preselected from the gate's cookie: clear it to see the message)
      await expect(page.getByText(t('signUp.step', { n: 2, total: 3 }))).toBeVisible()
      await page.getByLabel(t('fields.country'), { exact: true }).selectOption('')
      await page.getByRole('button', { name: t('signUp.continue') }).click()
      await visible(page, 'errors.birth-year-required')
      await visible(page, 'errors.country-required')
      // Back goes down one step and keeps what was typed.
      await page.getByRole('button', { name: t('signUp.back') }).click()
      await expect(page.getByLabel(t('fields.name'), { exact: true })).toHaveValue('Ana')
      await page.getByRole('button', { name: t('signUp.continue') }).click()
      await page.getByLabel(t('fields.birthYear'), { exact: true }).selectOption('1990')
      await page.getByLabel(t('fields.country'), { exact: true }).selectOption('PT')
      await page.getByRole('button', { name: t('signUp.continue') }).click()

      // Step 3
      await expect(page.getByText(t('signUp.step', { n: 3, total: 3 }))).toBeVisible()
      await page.getByRole('button', { name: t('signUp.submit') }).click()
      await visible(page, 'errors.email-required')
      await visible(page, 'errors.password-required')
      await fillFields(page, t, { email: 'ana@nowhere', password: 'short' })
      await visible(page, 'errors.email-invalid')
      await visible(page, 'errors.password-min')
      expect(sent.filter((s) => s.path === '/register')).toHaveLength(0)

      // The terms panel opens and closes; the checkboxes are not required.
      await page.getByRole('button', { name: t('signUp.showTerms') }).click()
      await expect(page.getByRole('region', { name: t('signUp.termsTitle') })).toBeVisible()
      await page.getByRole('button', { name: t('signUp.hideTerms') }).click()
      await expect(page.getByRole('region', { name: t('signUp.termsTitle') })).toBeHidden()

      // The server's 'email taken' shows under the form and reveals the forgot-password link.
      await fillFields(page, t, { email: 'ana@example.com', password: 'long enough' })
      await expect(page.locator('#main').getByRole('link', { name: t('signUp.forgot') })).toHaveCount(0)
      await page.getByRole('button', { name: t('signUp.submit') }).click()
      await expect(page.getByRole('alert').filter({ hasText: 'The email has already been taken.' })).toBeVisible()
      await expect(page.locator('#main').getByRole('link', { name: t('signUp.forgot') })).toHaveAttribute(
        'href',
        '/forgot-password',
      )
      const body = JSON.parse(sent.find((s) => s.path === '/register')!.body!)
      expect(body).toMatchObject({
        name: 'Ana',
        surname: 'Silva',
        birth_year: 1990,
        country: 'PT',
        email: 'ana@example.com',
        password: 'long enough',
        password_confirmation: 'long enough',
        legal: false,
        terms: false,
        keep_me_update: false,
      })
      await expect(page.locator('#main').getByRole('link', { name: t('signUp.signIn') })).toHaveAttribute(
        'href',
        '/signIn',
      )
    })

    test('sign-in: messages of §5, the server\'s email message, and "verify your email" otherwise', async ({
      page,
    }) => {
      let answer = {
        status: 422,
        body: { message: 'x', errors: { email: ['These credentials do not match our records.'] } } as unknown,
      }
      await mockMemberApi(page, { member: null })
      await page.route('**/login', (r) =>
        r.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }),
      )
      await open(page, '/signIn')
      await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click()
      await visible(page, 'errors.email-required')
      await visible(page, 'errors.password-required')
      await fillFields(page, t, { email: 'ana', password: '1234567' })
      await visible(page, 'errors.email-invalid')
      await visible(page, 'errors.password-min')
      await fillFields(page, t, { email: 'ana@example.com', password: '12345678' })
      await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click()
      await expect(
        page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
      ).toBeVisible()
      answer = { status: 422, body: { message: 'x', errors: { password: ['nope'] } } }
      await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click()
      await expect(page.getByRole('alert').filter({ hasText: t('errors.verify-email') })).toBeVisible()
      // A server error or a refused body says nothing about the address: try again.
      for (const status of [500, 413]) {
        answer = { status, body: { message: 'x' } }
        await page.getByRole('button', { name: t('signIn.submit'), exact: true }).click()
        await expect(page.getByRole('alert').filter({ hasText: t('errors.network') })).toBeVisible()
        await expect(page.getByRole('alert').filter({ hasText: t('errors.verify-email') })).toHaveCount(0)
      }
      await expect(page.locator('#main').getByRole('link', { name: t('signIn.forgot') })).toHaveAttribute(
        'href',
        '/forgot-password',
      )
      await expect(page.locator('#main').getByRole('link', { name: t('signIn.signUp') })).toHaveAttribute(
        'href',
        '/signUp',
      )
    })

    test('forgot password: email required and valid', async ({ page }) => {
      const sent = await mockMemberApi(page, { member: null })
      await open(page, '/forgot-password')
      await page.getByRole('button', { name: t('forgot.submit') }).click()
      await visible(page, 'errors.email-required')
      await page.getByLabel(t('fields.email'), { exact: true }).fill('ana@')
      await visible(page, 'errors.email-invalid')
      expect(sent).toHaveLength(0)
      await expect(page.locator('#main').getByRole('link', { name: t('forgot.signUp') })).toHaveAttribute(
        'href',
        '/signUp',
      )
    })

    test('reset password: password required, 8+, confirmation the same; token and email sent', async ({ page }) => {
      const sent = await mockMemberApi(page, {
        member: null,
        posts: { '/reset-password': { status: 200, body: { message: 'ok' } } },
      })
      await open(page, '/reset-password/tok-123?email=ana%40example.com')
      await expect(page.getByText('ana@example.com')).toBeVisible()
      await page.getByRole('button', { name: t('reset.submit') }).click()
      await visible(page, 'errors.password-required')
      await page.getByLabel(t('fields.newPassword'), { exact: true }).fill('short')
      await visible(page, 'errors.password-min')
      await fillFields(page, t, { newPassword: 'long enough', confirmPassword: 'long enougH' })
      await visible(page, 'errors.same-as-password')
      expect(sent).toHaveLength(0)
      await page.getByLabel(t('fields.confirmPassword'), { exact: true }).fill('long enough')
      await page.getByRole('button', { name: t('reset.submit') }).click()
      await expect(page.getByRole('heading', { name: t('reset.done') })).toBeVisible()
      await expect(page.getByText(t('reset.doneText'))).toBeVisible()
      await expect(page.locator('#main').getByRole('link', { name: t('reset.signIn') })).toHaveAttribute(
        'href',
        '/signIn',
      )
      expect(JSON.parse(sent[0].body!)).toEqual({
        token: 'tok-123',
        email: 'ana@example.com',
        password: 'long enough',
        password_confirmation: 'long enough',
      })
    })

    test('profile: the messages of §5, and an avatar over 2 MB refused with nothing sent', async ({ page }) => {
      const sent = await mockMemberApi(page)
      await open(page, '/profile')
      const name = page.getByLabel(t('fields.name'), { exact: true })
      await expect(name).toHaveValue('Ana')
      await name.fill('')
      await fillFields(page, t, { surname: '', email: '' })
      await page.getByLabel(t('fields.country'), { exact: true }).selectOption('')
      await page.getByRole('button', { name: t('profile.save') }).click()
      await visible(page, 'errors.name-required')
      await visible(page, 'errors.surname-required')
      await visible(page, 'errors.email-required')
      await visible(page, 'errors.country-required')
      await name.fill('A')
      await fillFields(page, t, { surname: 'S', email: 'ana@' })
      await visible(page, 'errors.name-min')
      await visible(page, 'errors.surname-min')
      await visible(page, 'errors.email-invalid')

      await name.fill('Ana')
      await fillFields(page, t, { surname: 'Silva', email: 'ana@example.com' })
      await page.getByLabel(t('fields.country'), { exact: true }).selectOption('US')
      const big = Buffer.alloc(2_097_153, 1)
      await page.locator('input[type=file]').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: big })
      await visible(page, 'errors.file-greater')
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') })
      await visible(page, 'errors.file-type')
      // A refused picture is never sent, and blocks nothing else: the other fields save.
      await page.getByRole('button', { name: t('profile.save') }).click()
      await expect.poll(() => sent.filter((s) => s.path === '/api/profile').length).toBe(1)
      expect(sent.find((s) => s.path === '/api/profile')!.body).not.toContain('name="image"')
    })

    test('profile: a refused avatar, then a valid one, saves with the valid one', async ({ page }) => {
      const sent = await mockMemberApi(page)
      await open(page, '/profile')
      await expect(page.getByLabel(t('fields.name'), { exact: true })).toHaveValue('Ana')
      const input = page.locator('input[type=file]')
      await input.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2_097_153, 1) })
      await visible(page, 'errors.file-greater')
      await input.setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
      })
      await expect(page.getByText(t('errors.file-greater'), { exact: true })).toHaveCount(0)
      await page.getByRole('button', { name: t('profile.save') }).click()
      await expect.poll(() => sent.filter((s) => s.path === '/api/profile').length).toBe(1)
      expect(sent.find((s) => s.path === '/api/profile')!.body).toContain('filename="me.png"')
    })
  })
}
