/**
 * Your data in your hands (docs/decisions.md, Beyond the spec) on the production server: on /profile a member downloads their
 * data (JSON and CSV), then deletes the account: a warning, the password (a wrong one is refused and
 * nothing changes), the confirmation, a mail to the deleted address, and the session gone.
 * Screenshots: test-results/members-screens/your-data-*.png.
 */
import { expectAccessible } from '../helpers/a11y'
import { expect, test, type Page } from '@playwright/test'
import { aWine } from '../helpers/content'
import { visitor } from '../helpers/gate'
import { outboxMail } from '../helpers/mail'
import { open } from '../helpers/page'
import { newMember, xsrf } from '../helpers/session'
import { T } from '../helpers/strings'

const SCREENS = 'test-results/members-screens'
const t = T('en')

async function look(page: Page, name: string) {
  await page.screenshot({ path: `${SCREENS}/your-data-${name}.png`, fullPage: true })
  await expectAccessible(page)
}

test('a member downloads their data, then deletes the account after the warning and the password', async ({
  page,
  context,
}) => {
  await visitor(context, 'US', 'en')
  const me = await newMember(page)
  const wine = await aWine(page)
  expect(
    (
      await page.request.post(`/api/wines/${wine.id}/passport`, {
        headers: await xsrf(page),
        data: { wine_rating: 4, comment: 'Plum and cedar.' },
      })
    ).status(),
  ).toBe(201)

  await open(page, '/profile')
  const section = page.getByTestId('your-data')
  await expect(section.getByRole('heading', { name: t('profile.data.title') })).toBeVisible()

  // The downloads: real files with the member's data.
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: t('profile.data.exportJson') }).click(),
  ])
  expect(json.suggestedFilename()).toMatch(/^wine-compass-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await streamText(await json.createReadStream()))
  expect(data.profile.email).toBe(me.email)
  expect(data.passport).toEqual([
    expect.objectContaining({
      wine: expect.objectContaining({ id: wine.id }),
      wine_rating: 4,
      note: 'Plum and cedar.',
    }),
  ])
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('link', { name: t('profile.data.exportCsv') }).click(),
  ])
  expect(csv.suggestedFilename()).toMatch(/\.csv$/)
  expect(await streamText(await csv.createReadStream())).toContain('Plum and cedar.')
  await look(page, 'profile')

  // Deleting: the warning and the password first; a wrong password changes nothing.
  await section.getByRole('button', { name: t('profile.data.delete') }).click()
  await expect(section.getByRole('note')).toHaveText(t('profile.data.deleteWarning'))
  const password = section.getByLabel(t('fields.currentPassword'))
  await expect(password).toBeFocused()
  await password.fill('not-my-password')
  await section.getByRole('button', { name: t('profile.data.deleteConfirm'), exact: true }).click()
  await expect(section.getByText(t('errors.current-password-wrong'))).toBeVisible()
  await look(page, 'delete-wrong-password')
  expect((await page.request.get('/api/user')).status()).toBe(200)

  await password.fill(me.password)
  const since = Date.now()
  await section.getByRole('button', { name: t('profile.data.deleteConfirm'), exact: true }).click()
  await expect(page.getByRole('heading', { name: t('profile.data.deleted') })).toBeFocused()
  await expect(page.getByText(`We sent a confirmation to ${me.email}.`)).toBeVisible()
  await look(page, 'deleted')
  expect((await page.request.get('/api/user')).status()).toBe(401)
  await expect
    .poll(async () => (await outboxMail(me.email, since, /we deleted your Wine Compass account/))?.subject, {
      timeout: 15_000,
    })
    .toBe('Your Wine Compass account has been deleted')
})

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}
