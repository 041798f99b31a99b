import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'

type SchemaHook = NonNullable<PostgresAdapterArgs['beforeSchemaInit']>[number]

/** The keys Payload gives the column that ties a row to its document (or array row). */
const PARENT_KEYS = ['_parentID', 'parent']

/**
 * An index on the parent for every table a document's read joins by its parent alone.
 *
 * Payload indexes the tables of localized texts (`…_locales`) on (`_locale`, `_parent_id`) and the
 * tables of many texts (`…_texts`) on (`order`, `parent_id`): the parent second, which a join on the
 * parent cannot use, so PostgreSQL scans the whole table, for every document read. The versions'
 * tables grow with every save: with 100 versions of 40 wines, a wine's read took 69 ms and its save
 * 121 ms before, 19 and 58 ms after (bench/history.ts; docs/decisions.md "Indexes Payload leaves out").
 */
export const indexRowsByParent: SchemaHook = ({ adapter, schema }) => {
  for (const [name, table] of Object.entries(adapter.rawTables)) {
    const parent = PARENT_KEYS.find((key) => table.columns[key])
    if (!parent) continue
    const leads = Object.values(table.indexes ?? {}).some((i) => (Array.isArray(i.on) ? i.on[0] : i.on) === parent)
    if (!leads) table.indexes = { ...table.indexes, parentIdx: { name: `${name}_parent_id_idx`, on: parent } }
  }
  return schema
}
