/**
 * A document's history (its Versions tab, payload collections' admin.components.views.edit.versions):
 * newest first always, who saved each version (edited_by), which one visitors see now and which is
 * the draft being worked on, each a link to Payload's comparison, and two plain choices to bring one
 * back: as a draft (nothing changes on the site) or published at once. Payload's own list sorted by
 * creation (a restored version kept its first date and fell to the last page) and named no one.
 */
import { getTranslation } from '@payloadcms/translations'
import { Gutter, SetDocumentStepNav } from '@payloadcms/ui'
import type { CollectionSlug, DocumentViewServerProps, Where } from 'payload'
import { formatAdminURL } from 'payload/shared'
import { adminTextIn } from '../../i18n/adminTextIn'
import { RestoreButtons } from './RestoreButtons'
import { roleOf, type VersionRole } from './versionRole'

const PER_PAGE = 20

type VersionDoc = {
  id: string | number
  updatedAt: string
  autosave?: boolean
  version?: { _status?: string; edited_by?: { email?: string } | string | null }
}

export async function HistoryView({ initPageResult, searchParams }: DocumentViewServerProps) {
  const { collectionConfig, docID, req } = initPageResult
  const { payload, i18n, user } = req
  if (!collectionConfig || docID === undefined) return null
  const collection = collectionConfig.slug as CollectionSlug
  const page = Math.max(1, Number.parseInt(String(searchParams?.page ?? '1'), 10) || 1)
  const mine: Where = { parent: { equals: docID } }
  const newestVersion = (where: Where) =>
    payload.findVersions({
      collection,
      where,
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
  const [list, main, newestPublished, newest] = await Promise.all([
    payload.findVersions({
      collection,
      where: mine,
      sort: '-updatedAt',
      limit: PER_PAGE,
      page,
      depth: 1,
      overrideAccess: false,
      user,
      req,
    }),
    payload.findByID({
      collection,
      id: docID,
      draft: false,
      depth: 0,
      disableErrors: true,
      overrideAccess: false,
      user,
      req,
    }),
    newestVersion({ and: [mine, { 'version._status': { equals: 'published' } }] }),
    newestVersion(mine),
  ])
  const onSite = (main as { _status?: string } | null)?._status === 'published'
  const liveId = onSite && newestPublished.docs[0] ? String(newestPublished.docs[0].id) : null
  const newestId = newest.docs[0] ? String(newest.docs[0].id) : null
  const adminRoute = payload.config.routes.admin
  const docPath = formatAdminURL({ adminRoute, path: `/collections/${collection}/${docID}` })
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' })
  const roleText: Record<VersionRole, string> = {
    live: adminTextIn(i18n, 'On the site now'),
    latestDraft: adminTextIn(i18n, 'Latest draft, not published'),
    published: adminTextIn(i18n, 'Published'),
    draft: adminTextIn(i18n, 'Draft'),
  }
  const cell = {
    padding: '10px 12px',
    borderBottom: '1px solid var(--theme-elevation-100)',
    textAlign: 'left' as const,
  }
  const pageLink = (n: number) => `${docPath}/versions?page=${n}`

  return (
    <Gutter>
      <SetDocumentStepNav
        collectionSlug={collection}
        id={docID}
        pluralLabel={getTranslation(collectionConfig.labels.plural, i18n)}
        useAsTitle={collectionConfig.admin.useAsTitle}
        view={adminTextIn(i18n, 'History')}
      />
      <section data-testid="history" style={{ padding: 'calc(var(--base) * 1.5) 0' }}>
        {list.docs.length === 0 ? (
          <p>{adminTextIn(i18n, 'No versions yet.')}</p>
        ) : (
          <div style={{ overflowX: 'auto' }}>
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  {(['When', 'Who', 'Status'] as const).map((h) => (
                    <th key={h} scope="col" style={{ ...cell, fontWeight: 600 }}>
                      {adminTextIn(i18n, h)}
                    </th>
                  ))}
                  <th scope="col" style={{ ...cell, fontWeight: 600, textAlign: 'right' }}>
                    {adminTextIn(i18n, 'Restore')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(list.docs as unknown as VersionDoc[]).map((v) => {
                  const id = String(v.id)
                  const role = roleOf({ id, status: v.version?._status }, liveId, newestId)
                  const by = v.version?.edited_by
                  return (
                    <tr key={id} data-role={role} data-updated={v.updatedAt}>
                      <td style={{ ...cell, whiteSpace: 'nowrap' }}>
                        <a href={`${docPath}/versions/${id}`}>{when.format(new Date(v.updatedAt))}</a>
                      </td>
                      <td style={cell}>{typeof by === 'object' && by?.email ? by.email : '—'}</td>
                      <td style={cell}>
                        <span
                          style={{
                            fontWeight: role === 'live' || role === 'latestDraft' ? 600 : undefined,
                            color: role === 'live' ? 'var(--theme-success-600)' : undefined,
                          }}
                        >
                          {roleText[role]}
                        </span>
                      </td>
                      <td style={{ ...cell, textAlign: 'right' }}>
                        {role !== 'live' && (
                          <RestoreButtons
                            collection={collection}
                            versionId={id}
                            docPath={docPath}
                            apiRoute={payload.config.routes.api}
                          />
                        )}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
        {list.totalPages > 1 && (
          <nav
            style={{ display: 'flex', gap: 16, marginTop: 16, alignItems: 'center' }}
            aria-label={adminTextIn(i18n, 'History')}
          >
            {list.hasPrevPage && <a href={pageLink(page - 1)}>{adminTextIn(i18n, 'Newer')}</a>}
            <span>
              {adminTextIn(i18n, 'Page {{page}} of {{pages}}', { page: String(page), pages: String(list.totalPages) })}
            </span>
            {list.hasNextPage && <a href={pageLink(page + 1)}>{adminTextIn(i18n, 'Older')}</a>}
          </nav>
        )}
      </section>
    </Gutter>
  )
}
