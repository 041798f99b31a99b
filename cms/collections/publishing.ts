/**
 * What every published collection shares (the wines and the content lists): drafts autosaved as staff
 * type, which the live preview follows (payload.config.ts); 100 versions, each saying who saved it;
 * publish and unpublish at a date where `scheduled` (Payload's scheduled publish, run by the jobs of
 * cms/lib/jobs.ts); and a site rebuild when what visitors see changes.
 */
import type { CollectionConfig, Field } from 'payload'
import { adminText } from '../i18n/adminText'
import { noteDraftSave, scheduleRebuildAfterChange, scheduleRebuildAfterDelete } from '../hooks/scheduleRebuild'

/** After this pause in typing the draft is saved, and the live preview shows it. */
export const AUTOSAVE_MS = 250
export const VERSIONS_KEPT = 100

export function publishing(o: { scheduled?: boolean } = {}): Pick<CollectionConfig, 'versions' | 'hooks'> {
  return {
    versions: { drafts: { autosave: { interval: AUTOSAVE_MS }, schedulePublish: o.scheduled ?? false }, maxPerDoc: VERSIONS_KEPT },
    hooks: { beforeOperation: [noteDraftSave], afterChange: [scheduleRebuildAfterChange], afterDelete: [scheduleRebuildAfterDelete] },
  }
}

/** Who saved this version last: kept in every version, so the history says who changed what. */
export const editedByField: Field = {
  name: 'edited_by',
  label: adminText('Last edited by'),
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', readOnly: true },
  hooks: { beforeChange: [({ req, value }) => (req.user?.collection === 'users' ? req.user.id : value)] },
}
