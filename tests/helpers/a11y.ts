/**
 * The accessibility check every screen passes: axe-core finds no serious or critical violation. By
 * default the WCAG 2.1 A and AA rules; `rules: 'all'` adds axe's best practices (the shell and the
 * catalogue hold themselves to those too).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type Options = { rules?: 'wcag' | 'all'; exclude?: string | string[] }

/** The serious and critical violations, each as "rule (impact): the first elements it names". */
export async function accessibilityProblems(page: Page, { rules = 'wcag', exclude }: Options = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page })
  if (rules === 'wcag') axe = axe.withTags(WCAG_21_AA)
  for (const selector of [exclude ?? []].flat()) axe = axe.exclude(selector)
  const { violations } = await axe.analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

export async function expectAccessible(page: Page, options?: Options): Promise<void> {
  expect(await accessibilityProblems(page, options)).toEqual([])
}
