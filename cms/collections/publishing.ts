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
const AUTOSAVE_MS = 250
const VERSIONS_KEPT = 100

export function publishing(o: { scheduled?: boolean } = {}): Pick<CollectionConfig, 'versions' | 'hooks'> {
  return {
    versions: {
      drafts: { autosave: { interval: AUTOSAVE_MS }, schedulePublish: o.scheduled ?? false },
      maxPerDoc: VERSIONS_KEPT,
    },
    hooks: {
      beforeOperation: [noteDraftSave],
      afterChange: [scheduleRebuildAfterChange],
      afterDelete: [scheduleRebuildAfterDelete],
    },
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

/** In the sidebar: whether the document's last publish is live on the site (cms/components/PublishStatus.tsx). */
export const publishStatusField: Field = {
  name: 'publish_status',
  label: adminText('On the site'),
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: {
      Field: {
        path: '/cms/components/PublishStatus#PublishStatus',
        clientProps: {
          title: adminText('On the site'),
          building: adminText('Publishing…'),
          live: adminText('Live since {{time}}, {{seconds}} s after the save.'),
          view: adminText('View on the site'),
          unchanged: adminText('Saved; nothing visitors see has changed.'),
          sent: adminText('Sent to the build machine at {{time}}.'),
          failed: adminText('The last publish failed: {{error}}. The site still shows the version before it.'),
          none: adminText('Not on the site yet: publish it to put it there.'),
        },
      },
    },
  },
}

/** On the dashboard: the site's last publishes (cms/components/RecentPublishes.tsx). */
export const recentPublishes = {
  path: '/cms/components/RecentPublishes#RecentPublishes',
  clientProps: {
    title: adminText('Recent publishes'),
    when: adminText('When'),
    what: adminText('What'),
    who: adminText('Who'),
    took: adminText('Took'),
    status: adminText('Status'),
    empty: adminText('Nothing published yet.'),
    scheduled: adminText('Automatic'),
    removed: adminText('removed'),
    building: adminText('Publishing'),
    live: adminText('Live'),
    unchanged: adminText('No visible change'),
    sent: adminText('Sent to the build machine'),
    failed: adminText('Failed'),
  },
}

/** On the dashboard: the documents changed last, drafts included (cms/components/RecentChanges.tsx). */
export const recentChanges = {
  path: '/cms/components/RecentChanges#RecentChanges',
  clientProps: {
    title: adminText('Recent changes'),
    when: adminText('When'),
    what: adminText('What'),
    who: adminText('Who'),
    status: adminText('Status'),
    empty: adminText('Nothing changed yet.'),
    draft: adminText('Draft'),
    published: adminText('Published'),
  },
}
