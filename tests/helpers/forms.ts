/** The member forms in a Playwright page: fields found by their exact label, as a screen reader names them. */
import type { Page } from '@playwright/test'

/** Fills fields in order; keys are the `members.fields.*` keys, `t` the locale's string lookup. */
export async function fillFields(page: Page, t: (key: string) => string, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values))
    await page.getByLabel(t(`fields.${field}`), { exact: true }).fill(value)
}
