/**
 * Why a translated file cannot be imported, one text per reason (English, the source and the key of
 * its translations in cms/i18n/texts/*.json), filled with what names the place: the reader and the import
 * check say which reason and where, and the endpoint says it in the staff member's language. A
 * `…Language` value is a locale code, named in that language too.
 */
import { fill } from '../../src/contract/format'
import type { AdminTextKey } from '../i18n/adminTextIn'

export const REASONS = {
  doctype: 'The file declares a document type; XLIFF has none.',
  notXml: 'The file is not well-formed XML: {{error}} (line {{line}}).',
  notXliff: 'The file is XML, but not XLIFF (no <xliff> element).',
  version: 'XLIFF version {{version}} is not read here: use 2.0 or 1.2.',
  noSource: 'The file does not say its source language.',
  markup: '<{{tag}}> is a tag or a code, markup the site cannot show: write plain text.',
  sourceLanguage: "The file translates from {{fileLanguage}}; the site's texts are written in English.",
  targetLanguage: 'The file’s target language ({{tag}}) is not one the site is translated into.',
  otherLanguage: 'The file is in {{fileLanguage}}, not {{askedLanguage}}.',
  noDocument: 'No such document here (deleted since the export, or a file from another site).',
  noText: '{{kind}} “{{title}}” has no such text (removed since the export?).',
  tooLong: '{{label}} takes at most {{max}} characters; the translation has {{length}}.',
  notSaved: '{{kind}} “{{title}}” was not saved: {{error}}. Documents saved before it: {{saved}}.',
} as const satisfies Record<string, AdminTextKey>

export type ReasonCode = keyof typeof REASONS
export type Params = Record<string, string | number>

/** A problem of a file: which reason, with what, where; `reason` in English until the endpoint says it. */
export type Problem = { file?: string; unit?: string; code: ReasonCode; params: Params; reason: string }

export function problem(code: ReasonCode, params: Params = {}, where: { file?: string; unit?: string } = {}): Problem {
  return { ...where, code, params, reason: fill(REASONS[code], params) }
}

/** A problem said with `text` (the reason in some language), its languages named by `name`. */
export function said(p: Problem, text: string, name: (locale: string) => string): Problem {
  const params = Object.fromEntries(
    Object.entries(p.params).map(([k, v]) => [k, k.endsWith('Language') && typeof v === 'string' ? name(v) : v]),
  )
  return { ...p, reason: fill(text, params) }
}
