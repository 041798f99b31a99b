import { describe, expect, it } from 'vitest'
import { actionsOf, docState, PENDING_MS, type DocFacts, type LastPublish } from '../../cms/publishes/docState'
import { adminPath, groupPublishes, tookOff } from '../../cms/publishes/groupPublishes'
import type { PublishRow } from '../../cms/publishes/endpoint'
import { docsOf } from '../../server/publish/publishLog'

const T = Date.parse('2026-11-29T10:00:00Z')
const iso = (ms: number) => new Date(ms).toISOString()
const publish = (o: Partial<LastPublish> = {}): LastPublish => ({
  status: 'live',
  requestedAt: iso(T + 50),
  finishedAt: iso(T + 2_550),
  totalMs: 2_500,
  error: null,
  ...o,
})
const facts = (o: Partial<DocFacts>): DocFacts => ({
  onSite: true,
  changedAt: iso(T),
  byStaff: true,
  trashedAt: null,
  publish: null,
  schedule: [],
  ...o,
})

describe("a document's status", () => {
  it('published and built: live since the build ended, with the time from the save', () => {
    expect(docState(facts({ publish: publish() }), T + 10_000)).toEqual({
      state: 'live',
      since: iso(T + 2_550),
      seconds: 2_500,
    })
  })

  it('switched off by its schedule: off the site, not live, though the switch-off was a build that went live', () => {
    const off = facts({ onSite: false, changedAt: iso(T), publish: publish() })
    expect(docState(off, T + 10_000)).toEqual({ state: 'off', since: iso(T + 2_550) })
  })

  it('just after Publish, before the publish is logged: publishing, not the live of the publish before', () => {
    const earlier = publish({ requestedAt: iso(T - 3_600_000), finishedAt: iso(T - 3_597_000) })
    expect(docState(facts({ changedAt: iso(T), publish: earlier }), T + 500)).toEqual({ state: 'publishing' })
    // Just after Unpublish, too.
    expect(docState(facts({ onSite: false, publish: earlier }), T + 500)).toEqual({ state: 'publishing' })
    // Not for a draft back from the trash: the last publish took it off, and restoring a draft asks for none.
    const trashed = publish({ ...earlier, action: 'deleted' })
    expect(docState(facts({ onSite: false, publish: trashed }), T + 500)).toEqual({
      state: 'off',
      since: trashed.finishedAt,
    })
    expect(docState(facts({ publish: publish({ status: 'building', finishedAt: null }) }), T + 500)).toEqual({
      state: 'publishing',
    })
  })

  it('live content that no publish named (the demo, seeded): live since its last change, not "not on the site"', () => {
    expect(docState(facts({ changedAt: iso(T - 86_400_000) }), T)).toEqual({
      state: 'live',
      since: iso(T - 86_400_000),
      seconds: null,
    })
    // A change made without a publisher is not "publishing" for ever, and the seed's never were.
    expect(docState(facts({ changedAt: iso(T) }), T + PENDING_MS + 1).state).toBe('live')
    expect(docState(facts({ changedAt: iso(T), byStaff: false }), T + 100).state).toBe('live')
  })

  it('in the trash: says so, whatever its status and its last publish', () => {
    const trashed = facts({ onSite: false, publish: publish(), trashedAt: iso(T + 5_000) })
    expect(docState(trashed, T + 10_000)).toEqual({ state: 'trashed', since: iso(T + 5_000) })
  })

  it('a draft never published: not on the site yet, even just after it was created', () => {
    expect(docState(facts({ onSite: false }), T + 100)).toEqual({ state: 'never' })
  })

  it('a failed publish says why; a later save is publishing again', () => {
    const failed = publish({ status: 'failed', error: 'build broke' })
    expect(docState(facts({ publish: failed }), T + 10_000)).toEqual({ state: 'failed', error: 'build broke' })
    expect(docState(facts({ publish: failed, changedAt: iso(T + 20_000) }), T + 20_500).state).toBe('publishing')
  })

  it('a save with nothing visible changed, and one sent to a build machine', () => {
    expect(docState(facts({ publish: publish({ status: 'unchanged' }) }), T + 10_000).state).toBe('unchanged')
    expect(docState(facts({ publish: publish({ status: 'sent' }) }), T + 10_000)).toEqual({
      state: 'sent',
      since: iso(T + 2_550),
    })
  })
})

const row = (id: number, o: Partial<PublishRow> = {}): PublishRow => ({
  id,
  status: 'live',
  docs: [{ ref: 'wines:a', label: 'Wine', title: 'Bruma', action: 'published' }],
  people: ['staff@example.com'],
  requestedAt: iso(T - id * 1000),
  finishedAt: iso(T - id * 1000 + 900),
  totalMs: 900,
  buildMs: 800,
  error: null,
  ...o,
})

describe('the publish log as staff read it', () => {
  it('reads what each publish did to each document, the last word winning', () => {
    expect([...actionsOf('wines:a, news:b unpublished, shops:c deleted, manual')]).toEqual([
      ['wines:a', 'published'],
      ['news:b', 'unpublished'],
      ['shops:c', 'deleted'],
    ])
    expect(actionsOf('news:b, news:b unpublished').get('news:b')).toBe('unpublished')
    expect(docsOf(['news:b unpublished', 'shops:c deleted', 'news:b'])).toEqual(['news:b', 'shops:c'])
  })

  it('groups runs of the same publish, keeping the newest, and not publishes that differ', () => {
    const rows = [row(1), row(2), row(3), row(4, { people: ['other@example.com'] }), row(5)]
    expect(groupPublishes(rows).map((g) => [g.row.id, g.count])).toEqual([
      [1, 3],
      [4, 1],
      [5, 1],
    ])
  })

  it('a publish that only took documents off is not called live', () => {
    const off = row(1, { docs: [{ ref: 'news:b', label: 'News', title: 'Harvest', action: 'unpublished' }] })
    expect(tookOff(off)).toBe(true)
    expect(tookOff(row(2))).toBe(false)
    expect(tookOff({ ...off, status: 'failed' })).toBe(false)
    expect(adminPath('news:b')).toBe('/admin/collections/news/b')
    expect(adminPath('global:settings')).toBe('/admin/globals/settings')
  })
})
