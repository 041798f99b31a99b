/**
 * The translation state kept beside the documents (`translation_state`, cms/migrations/…_translations.ts):
 * per document and locale, the sources its translations were made from (cms/translations/status.ts)
 * and the texts missing or out of date there. Written by the hooks on every save
 * (cms/translations/hooks.ts), read by the admin's status row and Translations view: the state of every
 * document is one query.
 */
import type { Pool } from 'pg'
import type { LocaleStatus, Sources } from './status'

/** A document's reference: `wines:ID`, or `global:settings` for a global. */
export type DocRef = string

export type StateRow = { doc: DocRef; locale: string; sources: Sources } & LocaleStatus

type Queryable = Pick<Pool, 'query'>

/** The sources of each locale of one document (locales without a row have none). */
export async function readSources(db: Queryable, doc: DocRef): Promise<Record<string, Sources>> {
  const res = await db.query<{ locale: string; sources: Sources }>(
    'select locale, sources from translation_state where doc = $1',
    [doc],
  )
  return Object.fromEntries(res.rows.map((r) => [r.locale, r.sources]))
}

/** Replaces one document's state, every locale of it, in one statement. */
export async function writeState(db: Queryable, doc: DocRef, rows: Omit<StateRow, 'doc'>[]): Promise<void> {
  await db.query(
    `with gone as (delete from translation_state where doc = $1 and not (locale = any($2::text[])))
     insert into translation_state (doc, locale, sources, missing, outdated, updated_at)
     select $1, r.locale, r.sources, r.missing, r.outdated, now()
     from jsonb_to_recordset($3::jsonb) as r(locale text, sources jsonb, missing text[], outdated text[])
     on conflict (doc, locale) do update
       set sources = excluded.sources, missing = excluded.missing, outdated = excluded.outdated, updated_at = now()`,
    [doc, rows.map((r) => r.locale), JSON.stringify(rows)],
  )
}

export async function deleteState(db: Queryable, doc: DocRef): Promise<void> {
  await db.query('delete from translation_state where doc = $1', [doc])
}

/** How many texts are missing and out of date, per document and locale, for every document with work. */
export async function allCounts(
  db: Queryable,
): Promise<{ doc: DocRef; locale: string; missing: number; outdated: number }[]> {
  const res = await db.query<{ doc: string; locale: string; missing: number; outdated: number }>(
    `select doc, locale, cardinality(missing) as missing, cardinality(outdated) as outdated
     from translation_state where cardinality(missing) > 0 or cardinality(outdated) > 0 order by doc, locale`,
  )
  return res.rows
}

/** One document's state, every locale. */
export async function docState(db: Queryable, doc: DocRef): Promise<StateRow[]> {
  const res = await db.query<StateRow>(
    'select doc, locale, sources, missing, outdated from translation_state where doc = $1 order by locale',
    [doc],
  )
  return res.rows
}

/** The state of one locale of several documents, in one query (an export's). */
export async function localeStates(db: Queryable, docs: DocRef[], locale: string): Promise<StateRow[]> {
  const res = await db.query<StateRow>(
    'select doc, locale, sources, missing, outdated from translation_state where doc = any($1::text[]) and locale = $2',
    [docs, locale],
  )
  return res.rows
}
