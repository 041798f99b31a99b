/** Working in the Payload admin as staff would. */
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Clicks "Publish changes" until `done` shows: drafts are autosaved as staff type, and a click while
 * an autosave runs does nothing (Payload's form is busy), so staff would click again.
 */
export async function publishChanges(page: Page, done: Locator, timeout = 30_000) {
  await expect(async () => {
    await page.getByRole('button', { name: /publish changes/i }).click()
    await expect(done).toBeVisible({ timeout: 3_000 })
  }).toPass({ timeout })
}
