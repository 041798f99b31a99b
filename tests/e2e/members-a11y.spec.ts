/**
 * Every member screen in English and Japanese: an axe scan with no serious or critical violations,
 * and a 390x844 screenshot to look at (MEMBERS_SCREENS_DIR, default test-results/members-screens).
 * Member data is mocked so each screen shows its filled state; the journey spec uses the real API.
 */
import { expectAccessible } from '../helpers/a11y'
import { expect, test, type Page } from '@playwright/test'
import path from 'node:path'
import { aWine, shownIn, snapshot } from '../helpers/content'
import { bestMatch } from '../../src/contract/palate'
import { setCurrentWine, visitor } from '../helpers/gate'
import { entry, MEMBER, mockMemberApi } from '../helpers/mockApi'
import { open } from '../helpers/page'
import { T } from '../helpers/strings'
import { fillFields } from '../helpers/forms'

const SCREENS = process.env.MEMBERS_SCREENS_DIR ?? 'test-results/members-screens'
const PALATE = {
  user_palate: { fruit: 4.1, body: 3.4, tannin: 2.8, acidity: 3.2, sweetness: 1.2, oak: 2.1 },
  wine_palates: {
    'Alvor Tinto 2021': { fruit: 5, body: 4, tannin: 4, acidity: 3, sweetness: 1, oak: 3 },
    'Brisa Branco 2023': { fruit: 3, body: 2, tannin: 1, acidity: 5, sweetness: 2, oak: 0 },
  },
}

async function scan(page: Page, name: string, locale: string) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.m-loading')).toHaveCount(0)
  await page.screenshot({ path: path.join(SCREENS, `${locale}-${name}.png`), fullPage: false })
  await expectAccessible(page)
}

for (const locale of ['en', 'ja'] as const) {
  const t = T(locale)
  test.describe(`member screens (${locale})`, () => {
    test.beforeEach(async ({ context }) => visitor(context, 'US', locale))
    test.describe.configure({ timeout: 180_000 })

    test('sign-up, sign-in, forgot and reset', async ({ page }) => {
      await mockMemberApi(page, {
        member: null,
        posts: { '/forgot-password': { status: 200, body: {} }, '/reset-password': { status: 200, body: {} } },
      })
      await open(page, '/signUp')
      await scan(page, 'signUp-1', locale)
      await fillFields(page, t, { name: 'Ana', surname: 'Silva' })
      await page.getByRole('button', { name: t('signUp.continue') }).click()
      await page.getByLabel(t('fields.birthYear'), { exact: true }).selectOption('1990')
      await page.getByRole('button', { name: t('signUp.continue') }).click()
      await page.getByRole('button', { name: t('signUp.submit') }).click()
      await scan(page, 'signUp-3-errors', locale)
      await open(page, '/signIn')
      await scan(page, 'signIn', locale)
      await open(page, '/forgot-password')
      await scan(page, 'forgot-1', locale)
      await page.getByLabel(t('fields.email'), { exact: true }).fill('ana@example.com')
      await page.getByRole('button', { name: t('forgot.submit') }).click()
      await expect(page.getByRole('heading', { name: t('forgot.sent') })).toBeVisible()
      await scan(page, 'forgot-2', locale)
      await open(page, '/reset-password/tok?email=ana%40example.com')
      await scan(page, 'reset-1', locale)
      await fillFields(page, t, { newPassword: 'long enough', confirmPassword: 'long enough' })
      await page.getByRole('button', { name: t('reset.submit') }).click()
      await expect(page.getByRole('heading', { name: t('reset.done') })).toBeVisible()
      await scan(page, 'reset-2', locale)
    })

    test('signed-in members are sent away from forgot and reset; visitors from profile', async ({ page }) => {
      await mockMemberApi(page)
      await page.goto('/forgot-password')
      await expect(page).toHaveURL(/\/$/)
      await page.goto('/reset-password/tok?email=a%40b.c')
      await expect(page).toHaveURL(/\/$/)
      await page.unrouteAll()
      await mockMemberApi(page, { member: null })
      await page.goto('/profile')
      await expect(page).toHaveURL(/\/$/)
    })

    test('profile: the verification resend, an email change with the current password and its pending confirmation', async ({
      page,
    }) => {
      const sent = await mockMemberApi(page, {
        member: { ...MEMBER, email_verified_at: null },
        posts: {
          '/api/profile': {
            status: 200,
            body: { data: MEMBER, message: 'ok', email_changed: false, email_pending: 'ana.new@example.com' },
          },
        },
      })
      await open(page, '/profile')
      await expect(page.getByLabel(t('fields.name'), { exact: true })).toHaveValue('Ana')
      await scan(page, 'profile', locale)
      await page.getByRole('button', { name: t('profile.resend') }).click()
      await expect(page.getByText(t('profile.resent'))).toBeVisible()
      await expect(page.getByLabel(t('fields.currentPassword'), { exact: true })).toHaveCount(0)
      await page.getByLabel(t('fields.email'), { exact: true }).fill('ana.new@example.com')
      // A new address asks for the current password before anything is sent.
      await page.getByRole('button', { name: t('profile.save') }).click()
      await expect(page.getByText(t('errors.current-password-required'))).toBeVisible()
      expect(sent.some((s) => s.path === '/api/profile')).toBe(false)
      await page.getByLabel(t('fields.currentPassword'), { exact: true }).fill('my-current-password')
      await page.getByRole('button', { name: t('profile.save') }).click()
      await expect(page.getByRole('heading', { name: t('profile.updated') })).toBeVisible()
      await expect(page.getByText(t('profile.emailPending', { email: 'ana.new@example.com' }))).toBeVisible()
      await scan(page, 'profile-done', locale)
      await expect(page.locator('#main').getByRole('link', { name: t('profile.ok') })).toHaveAttribute('href', '/')
      const post = sent.find((s) => s.path === '/api/profile')!
      expect(post.contentType).toContain('multipart/form-data')
      expect(post.body).toContain('my-current-password')
      expect(sent.some((s) => s.path === '/email/resend')).toBe(true)
    })

    test('journey, palate (member, empty, visitor), passport and its details', async ({ page, context }) => {
      const w0 = await aWine(page, 0)
      const w1 = await aWine(page, 1)
      await mockMemberApi(page, {
        palate: PALATE,
        passports: [entry(w0, 4, 'Dark cherry, a long finish.'), entry(w1, 3)],
      })
      await open(page, '/journey')
      await scan(page, 'journey', locale)
      await open(page, '/palate')
      await expect(page.getByRole('heading', { level: 2, name: t('palate.myTaste') })).toBeVisible()
      // The best match (docs/palate.md): the US wine closest to the palate, none of them rated here.
      const match = bestMatch(
        PALATE.user_palate,
        shownIn((await snapshot(page)).wines, 'US').map((w) => ({ ...w, profile: w.taste_profile })),
      )!
      const card = page.getByTestId('best-match')
      await expect(card).toHaveAttribute('href', `/explore/${match.wine.slug}`)
      await expect(card).toContainText(match.wine.name)
      await expect(card).toContainText(`${match.score}`)
      await scan(page, 'palate', locale)
      await open(page, '/passport')
      await expect(page.getByTestId('passport-list').getByRole('listitem')).toHaveCount(2)
      await scan(page, 'passport', locale)
      await page.getByRole('link', { name: new RegExp(w0.name) }).click()
      await expect(page).toHaveURL(/\/passport-details$/)
      await expect(page.getByRole('heading', { level: 1, name: w0.name })).toBeVisible()
      await scan(page, 'passport-details', locale)
      // The pencil enters editing, focuses the note; the stars become a radio group.
      await expect(page.getByRole('radiogroup')).toHaveCount(0)
      await page.getByRole('button', { name: t('details.edit') }).click()
      await expect(page.locator('textarea')).toBeFocused()
      await expect(page.getByRole('radiogroup', { name: t('details.rating') })).toBeVisible()
      await scan(page, 'passport-details-edit', locale)

      await page.unrouteAll()
      await mockMemberApi(page, { palate: { user_palate: {}, wine_palates: {} }, passports: [] })
      await open(page, '/palate')
      await expect(page.getByText(t('palate.empty'))).toBeVisible()
      await scan(page, 'palate-empty', locale)
      await open(page, '/passport')
      await expect(page.getByText(t('passport.empty'))).toBeVisible()
      await scan(page, 'passport-empty', locale)

      // A visitor whose current wine has its three caf ratings sees the temporary palate and a sign-up button.
      await page.unrouteAll()
      await mockMemberApi(page, {
        member: null,
        posts: {
          '/api/palates-temp': {
            status: 200,
            body: {
              data: {
                data: {
                  user_palate: PALATE.user_palate,
                  wine_palates: { [w0.name]: PALATE.wine_palates['Alvor Tinto 2021'] },
                },
              },
            },
          },
        },
      })
      await setCurrentWine(context, w0.slug)
      await open(page, '/journey')
      await page.evaluate(
        (id) => localStorage.setItem('wc:caf-ratings', JSON.stringify({ [id]: { colour: 4, aroma: 5, flavour: 3 } })),
        w0.id,
      )
      await open(page, '/palate')
      await expect(page.getByText(t('palate.anonIntro'))).toBeVisible()
      await expect(page.locator('#main').getByRole('link', { name: t('palate.signUp') })).toHaveAttribute(
        'href',
        '/signUp',
      )
      await scan(page, 'palate-visitor', locale)
    })

    test('become member, rate wine (keyboard), add notes, wine added, thank you', async ({ page, context }) => {
      const w0 = await aWine(page, 0)
      await setCurrentWine(context, w0.slug)
      const sent = await mockMemberApi(page, { passports: [entry(w0, 3, 'Already noted.')] })
      await open(page, '/becomeMember')
      await scan(page, 'becomeMember', locale)
      await open(page, '/rateWine')
      const group = page.getByRole('radiogroup', { name: t('rateWine.question') })
      await expect(group).toBeVisible()
      await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(
        t('stars.star', { n: 3, total: 5 }),
      )
      await scan(page, 'rateWine', locale)
      await group.getByRole('radio', { checked: true }).focus()
      await page.keyboard.press('ArrowRight')
      await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName(
        t('stars.star', { n: 4, total: 5 }),
      )
      await expect(page.getByText(t('rateWine.saved'))).toBeVisible()
      await page
        .locator('label')
        .filter({ hasText: t('stars.star', { n: 2, total: 5 }) })
        .click()
      await expect
        .poll(() => sent.filter((s) => s.path.endsWith('/passport')).map((s) => JSON.parse(s.body!)))
        .toEqual([{ wine_rating: 4 }, { wine_rating: 2 }])
      expect(sent[0].path).toBe(`/api/wines/${w0.id}/passport`)

      await open(page, '/addNotes')
      const note = page.getByRole('textbox', { name: t('notes.title') })
      await expect(note).toHaveValue('Already noted.')
      await expect(note).not.toBeEditable()
      await scan(page, 'addNotes-read', locale)
      await page.getByRole('button', { name: t('notes.edit') }).click()
      await expect(note).toBeEditable()
      await note.fill('   ')
      await page.getByRole('button', { name: t('notes.save') }).click()
      await expect(page).toHaveURL(/\/addNotes$/)
      await note.fill('Plum and violets.')
      await page.getByRole('button', { name: t('notes.save') }).click()
      await expect(page).toHaveURL(/\/wineAdded$/)
      expect(JSON.parse(sent.at(-1)!.body!)).toEqual({ comment: 'Plum and violets.' })
      await expect(page.locator('.bottom-nav')).toHaveCount(0)
      await scan(page, 'wineAdded', locale)
      await open(page, '/thankYou')
      await scan(page, 'thankYou', locale)
    })
  })
}
