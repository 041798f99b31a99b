/**
 * What every published collection shares (the wines and the content lists): drafts autosaved as staff
 * type, which the live preview follows (payload.config.ts); 100 versions, each saying who saved it;
 * publish and unpublish at a date where `scheduled` (Payload's scheduled publish, run by the jobs of
 * cms/lib/jobs.ts); a site rebuild when what visitors see changes; and a list search that finds
 * "Atlântico" from "atlantico".
 */
import type { CollectionBeforeOperationHook, CollectionConfig, Field } from 'payload'
import { adminText, adminTexts } from '../i18n/adminText'
import { isBlankCreate, notBlankDraft } from '../lib/blankDrafts'
import { accentFreeSearch } from '../hooks/accentFreeSearch'
import { noteDraftSave, scheduleRebuildAfterChange, scheduleRebuildAfterDelete } from '../hooks/scheduleRebuild'

/** After this pause in typing the draft is saved, and the live preview shows it. */
const AUTOSAVE_MS = 250
const VERSIONS_KEPT = 100

export function publishing(o: {
  scheduled?: boolean
  /** The title field, which the admin list searches without regard to case or accents. */
  title: string
}): Pick<CollectionConfig, 'versions' | 'hooks'> {
  return {
    versions: {
      drafts: { autosave: { interval: AUTOSAVE_MS }, schedulePublish: o.scheduled ?? false },
      maxPerDoc: VERSIONS_KEPT,
    },
    hooks: {
      beforeOperation: [noteDraftSave, newestVersionsFirst, accentFreeSearch(o.title)],
      afterChange: [scheduleRebuildAfterChange],
      afterDelete: [scheduleRebuildAfterDelete],
    },
  }
}

/**
 * A document's versions, newest save first unless a sort is asked: Payload's default is the
 * collection's own sort (or creation), and a restored version keeps its first creation date.
 */
const newestVersionsFirst: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'findVersions' && !(args as { sort?: unknown }).sort) return { ...args, sort: '-updatedAt' }
  return args
}

/** The admin's lists leave out the blank drafts "Create New" made and nobody typed into (cms/lib/blankDrafts.ts). */
export const withoutBlankDrafts =
  (title: string): NonNullable<NonNullable<CollectionConfig['admin']>['baseFilter']> =>
  () =>
    notBlankDraft(title)

/**
 * A published document's own screens: the Versions tab is its history (who saved each version, newest
 * first, restore as a draft or published; cms/components/history/), and beside its controls the live
 * preview's device fits the panel and is remembered (LivePreviewFit), a schedule on a document not on
 * the site opens on "Publish" (ScheduleDefault), and a document without a title is headed "New wine",
 * not with its id (BlankDraftTitle).
 */
export const documentComponents = {
  views: { edit: { versions: { Component: '/cms/components/history/HistoryView#HistoryView' } } },
  edit: {
    beforeDocumentControls: [
      '/cms/components/LivePreviewFit#LivePreviewFit',
      '/cms/components/ScheduleDefault#ScheduleDefault',
      '/cms/components/BlankDraftTitle#BlankDraftTitle',
    ],
  },
}

/**
 * Who saved this version last: kept in every version, so the history says who changed what. The blank
 * document "Create New" makes at once is nobody's save, so it has none (cms/lib/blankDrafts.ts).
 */
export const editedByField: Field = {
  name: 'edited_by',
  label: adminText('Last edited by'),
  type: 'relationship',
  relationTo: 'users',
  admin: { position: 'sidebar', readOnly: true },
  hooks: {
    beforeChange: [
      ({ req, value, operation, data, collection }) =>
        req.user?.collection !== 'users' ||
        (operation === 'create' && isBlankCreate(data, collection?.admin.useAsTitle))
          ? value
          : req.user.id,
    ],
  },
}

/** First in the sidebar: whether the document is on the site, and what is scheduled for it (cms/components/PublishStatus.tsx). */
export const publishStatusField: Field = {
  name: 'publish_status',
  label: adminTexts('On the site'),
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: {
      Field: {
        path: '/cms/components/PublishStatus#PublishStatus',
      },
    },
  },
}

/** On the dashboard: the site's last publishes (cms/components/RecentPublishes.tsx). */
export const recentPublishes = {
  path: '/cms/components/RecentPublishes#RecentPublishes',
}

/** On the dashboard: the documents changed last, drafts included (cms/components/RecentChanges.tsx). */
export const recentChanges = {
  path: '/cms/components/RecentChanges#RecentChanges',
}
