/**
 * The tag manager (spec §7, §4): staff name a container in Settings and, once published, every page of
 * the app loads it, its origins join the pages' Content-Security-Policy, and the registration event of
 * a sign-up reaches it before the page goes home. Google's script is replaced by a stand-in that keeps
 * what it was given in sessionStorage (the run has no internet) and calls back as Tag Manager does.
 */
import { expect, test, type Page } from '@playwright/test'
import { STAFF, staffLogin } from '../helpers/session'
import { visitor } from '../helpers/gate'
import { open } from '../helpers/page'
import { T } from '../helpers/strings'
import { fillFields } from '../helpers/forms'
import { uniqueEmail } from '../helpers/accounts'

const t = T('en')
const CONTAINER = 'GTM-E2ETEST1'

/** Google's gtm.js, stood in for: takes the queued events and every later push, calls each one's eventCallback. */
const STAND_IN = `(() => {
  window.google_tag_manager = {};
  const layer = (window.dataLayer = window.dataLayer || []);
  const take = (e) => {
    const seen = JSON.parse(sessionStorage.getItem('gtm-taken') || '[]');
    sessionStorage.setItem('gtm-taken', JSON.stringify([...seen, e && e.event]));
    if (e && typeof e.eventCallback === 'function') setTimeout(e.eventCallback, 50);
  };
  layer.forEach(take);
  const push = layer.push.bind(layer);
  layer.push = (...items) => (items.forEach(take), push(...items));
})();`

/** Sets the container in Settings as staff (a save publishes) and waits until the site serves it. */
async function setContainer(page: Page, id: string | null) {
  await staffLogin(page)
  const res = await page.request.post('/cms-api/globals/settings', { ...STAFF, data: { tag_manager_id: id } })
  expect(res.ok(), await res.text()).toBe(true)
  expect(((await res.json()) as { result: { tag_manager_id: string | null } }).result.tag_manager_id).toBe(
    id && CONTAINER,
  )
  await expect
    .poll(async () => (await (await page.request.get('/signUp')).text()).includes(CONTAINER), { timeout: 30_000 })
    .toBe(id !== null)
}

test.describe('the tag manager', () => {
  test.afterEach(async ({ page }) => setContainer(page, null))

  test('a container staff name loads on every page and takes the registration event before the sign-up goes home', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    // Staff enter a container of the wrong shape: refused with the admin's message, nothing saved.
    await staffLogin(page)
    const wrong = await page.request.post('/cms-api/globals/settings', {
      ...STAFF,
      data: { tag_manager_id: "GTM-1'+alert(1)+'" },
    })
    expect(wrong.status()).toBe(400)
    expect(await wrong.text()).toContain('GTM-AB12CD3')

    // Pasted in lower case with spaces: kept as Google writes it.
    await setContainer(page, ` ${CONTAINER.toLowerCase()} `)
    let loads = 0
    await context.route('https://www.googletagmanager.com/gtm.js*', (route) => {
      loads++
      expect(new URL(route.request().url()).searchParams.get('id')).toBe(CONTAINER)
      return route.fulfill({ contentType: 'text/javascript', body: STAND_IN })
    })
    await context.clearCookies()
    await visitor(context, 'US', 'en')

    const csp = (await page.request.get('/signUp')).headers()['content-security-policy']
    expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/)
    await open(page, '/signUp')
    // The stand-in ran: the policy let the script in.
    await expect.poll(() => page.evaluate(() => 'google_tag_manager' in window)).toBe(true)

    await fillFields(page, t, { name: 'Tess', surname: 'Manager' })
    await page.getByRole('button', { name: t('signUp.continue') }).click()
    await page.getByLabel(t('fields.birthYear'), { exact: true }).selectOption('1990')
    await page.getByLabel(t('fields.country'), { exact: true }).selectOption('US')
    await page.getByRole('button', { name: t('signUp.continue') }).click()
    await fillFields(page, t, { email: uniqueEmail('gtm'), password: 'tag-manager-2026' })
    await page.getByLabel(t('signUp.legal')).check()
    await page.getByLabel(t('signUp.terms')).check()
    await page.getByRole('button', { name: t('signUp.submit') }).click()
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 })

    // The home page loaded the tag manager too, and the sign-up page's one took the event before leaving.
    await expect.poll(() => loads).toBeGreaterThanOrEqual(2)
    // The home page's tag manager may still be loading: asked until it has run.
    const taken = () => page.evaluate(() => JSON.parse(sessionStorage.getItem('gtm-taken') ?? '[]') as string[])
    await expect.poll(async () => (await taken()).filter((e) => e === 'gtm.js').length).toBeGreaterThanOrEqual(2)
    expect(await taken()).toContain('registration')
  })
})
