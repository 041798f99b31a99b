import type { PublishRow } from './endpoint'

/** What a row of the dashboard's publish list says of the publishes it stands for. */
export type PublishGroup = { row: PublishRow; count: number }

const sameness = (r: PublishRow) => JSON.stringify([r.status, r.error, r.people, r.docs.map((d) => [d.ref, d.action])])

/**
 * The publish log, newest first, with runs of the same publish (the same documents, done the same
 * way, by the same people, ending the same) as one row that counts them: ten autosaved publishes of
 * one wine are one line, the newest's time on it.
 */
export function groupPublishes(rows: PublishRow[]): PublishGroup[] {
  const groups: PublishGroup[] = []
  for (const row of rows) {
    const last = groups.at(-1)
    if (last && sameness(last.row) === sameness(row)) last.count++
    else groups.push({ row, count: 1 })
  }
  return groups
}

/** Whether a publish only took documents off the site (an unpublish, a scheduled switch-off, a delete). */
export const tookOff = (r: PublishRow): boolean =>
  (r.status === 'live' || r.status === 'unchanged') &&
  r.docs.length > 0 &&
  r.docs.every((d) => d.action !== 'published')

/** The admin page of a document the publish log names ("wines:ID", "global:settings"). */
export function adminPath(ref: string): string {
  const [collection, id] = ref.split(':')
  return collection === 'global' ? `/admin/globals/${id}` : `/admin/collections/${collection}/${id}`
}
