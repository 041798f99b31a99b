/**
 * The member screens' strings for one locale, handed to islands as a flat record ("signUp.title" ->
 * text): the sections asked for under `members`, the screens' common texts and errors, and the API's
 * validation messages as `validation.*` (the form rules are the API's, src/lib/members/validation).
 */
import type { Locale } from '../../contract/locales'
import { islandStrings } from '../i18n'

export type Strings = Record<string, string>

export function memberStrings(locale: Locale, ...sections: string[]): Strings {
  return {
    ...islandStrings(locale, 'api', ['validation']),
    ...islandStrings(locale, 'members', ['common', 'errors', ...sections]),
  }
}
