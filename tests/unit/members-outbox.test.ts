import { describe, expect, it } from 'vitest'
import { outcomeOf, replaces, writeBody, type PendingWrite } from '../../src/lib/members/outbox'
import { withPending } from '../../src/lib/members/sync'
import type { PassportEntry } from '../../src/lib/members/calls'

const write = (over: Partial<PendingWrite> = {}): PendingWrite => ({
  key: 'k1',
  member: 'm1',
  wineId: 'w1',
  values: { comment: 'Plum' },
  editedAt: 1_000,
  ...over,
})

describe('outcomeOf', () => {
  it('takes 2xx, refuses what can never succeed, keeps the rest for later', () => {
    expect([200, 201].map(outcomeOf)).toEqual(['taken', 'taken'])
    expect([400, 404, 413, 422].map(outcomeOf)).toEqual(['refused', 'refused', 'refused', 'refused'])
    expect([0, 401, 419, 429, 500, 503].map(outcomeOf)).toEqual(['later', 'later', 'later', 'later', 'later', 'later'])
  })
})

describe('replaces', () => {
  it('drops an older write of the same fields of the same wine only', () => {
    expect(replaces(write({ key: 'k2', values: { comment: 'Later' } }), write())).toBe(true)
    expect(replaces(write({ key: 'k2', values: { wine_rating: 4 } }), write())).toBe(false)
    expect(replaces(write({ key: 'k2', wineId: 'w2' }), write())).toBe(false)
    expect(
      replaces(
        write({ values: { wine_rating: 3, comment: 'a' } }),
        write({ values: { comment: 'b', wine_rating: 1 } }),
      ),
    ).toBe(true)
  })
})

describe('writeBody', () => {
  it('says how long ago the edit was made, never less than 0', () => {
    expect(writeBody(write(), 61_000)).toEqual({ comment: 'Plum', edited_ms_ago: 60_000 })
    expect(writeBody(write(), 0)).toEqual({ comment: 'Plum', edited_ms_ago: 0 })
  })
})

describe('withPending', () => {
  const entry: PassportEntry = {
    id: 'e1',
    wineId: 'w1',
    slug: 'a',
    name: 'Alvarinho',
    harvest: '2023',
    grape_variety: '',
    image: null,
    wine_rating: 3,
    colour_rating: 0,
    aroma_rating: 0,
    flavour_rating: 0,
    comment: 'Old',
  }
  it('shows waiting writes over the entries, in the order they were made, and adds wines rated only offline', () => {
    const shown = withPending(
      [entry],
      [
        write({ values: { comment: 'First' } }),
        write({ key: 'k2', values: { comment: 'Second', wine_rating: 5 } }),
        write({ key: 'k3', wineId: 'w9', values: { wine_rating: 2 } }),
      ],
    )
    expect(shown.map((e) => [e.wineId, e.wine_rating, e.comment])).toEqual([
      ['w9', 2, ''],
      ['w1', 5, 'Second'],
    ])
    expect(entry.comment).toBe('Old')
  })
})
