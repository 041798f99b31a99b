import { describe, expect, it } from 'vitest'
import { editTime, mergePassportWrite, touchedFields, WRITE_KEYS_KEPT } from '../../cms/api/passportMerge'

const at = (iso: string) => new Date(iso)
const stored = (over: Record<string, unknown> = {}) => ({
  wine_rating: 3,
  colour_rating: null,
  aroma_rating: null,
  flavour_rating: null,
  comment: 'Cherry',
  updatedAt: '2026-11-20T10:00:00.000Z',
  edit_times: { wine_rating: '2026-11-20T09:00:00.000Z', comment: '2026-11-20T10:00:00.000Z' },
  write_keys: ['key-one-1'],
  ...over,
})

describe('mergePassportWrite', () => {
  it('writes a new entry with the edit time of each field and the key', () => {
    const m = mergePassportWrite(
      undefined,
      { wine_rating: 4, comment: 'Plum' },
      at('2026-11-21T08:00:00Z'),
      'key-new-01',
    )
    expect(m).toEqual({
      data: {
        wine_rating: 4,
        comment: 'Plum',
        edit_times: { wine_rating: '2026-11-21T08:00:00.000Z', comment: '2026-11-21T08:00:00.000Z' },
        write_keys: ['key-new-01'],
      },
      superseded: [],
      replay: false,
    })
  })

  it('keeps a field whose stored edit is newer, and writes the others', () => {
    const m = mergePassportWrite(stored(), { wine_rating: 5, comment: 'Older note' }, at('2026-11-20T09:30:00Z'))
    expect(m.superseded).toEqual(['comment'])
    expect(m.data).toMatchObject({
      wine_rating: 5,
      edit_times: { wine_rating: '2026-11-20T09:30:00.000Z', comment: '2026-11-20T10:00:00.000Z' },
    })
    expect(m.data).not.toHaveProperty('comment')
  })

  it('gives an equal edit time to the write arriving later', () => {
    const m = mergePassportWrite(stored(), { comment: 'Same moment' }, at('2026-11-20T10:00:00Z'))
    expect(m.data).toMatchObject({ comment: 'Same moment' })
  })

  it('changes nothing for a key already taken', () => {
    expect(mergePassportWrite(stored(), { wine_rating: 1 }, at('2026-11-22T00:00:00Z'), 'key-one-1')).toEqual({
      data: null,
      superseded: [],
      replay: true,
    })
  })

  it('remembers the key of a write that lost every field, so its retry is a replay', () => {
    const m = mergePassportWrite(stored(), { comment: 'Old' }, at('2026-11-19T00:00:00Z'), 'key-two-2')
    expect(m.superseded).toEqual(['comment'])
    expect(m.data?.write_keys).toEqual(['key-one-1', 'key-two-2'])
    expect(mergePassportWrite(stored(), { comment: 'Old' }, at('2026-11-19T00:00:00Z')).data).toBeNull()
  })

  it('keeps the last keys only', () => {
    const keys = Array.from({ length: WRITE_KEYS_KEPT }, (_, i) => `key-${String(i).padStart(4, '0')}`)
    const m = mergePassportWrite(
      stored({ write_keys: keys }),
      { wine_rating: 2 },
      at('2026-11-22T00:00:00Z'),
      'key-last-1',
    )
    expect(m.data?.write_keys).toHaveLength(WRITE_KEYS_KEPT)
    expect(m.data?.write_keys.at(-1)).toBe('key-last-1')
    expect(m.data?.write_keys[0]).toBe('key-0001')
  })

  it('dates the fields of an entry kept before edit times by its last change; empty fields by nothing', () => {
    const legacy = stored({ edit_times: null })
    const m = mergePassportWrite(legacy, { wine_rating: 1, aroma_rating: 4 }, at('2026-11-20T09:59:00Z'))
    expect(m.superseded).toEqual(['wine_rating'])
    expect(m.data).toMatchObject({ aroma_rating: 4 })
  })
})

describe('editTime', () => {
  const now = at('2026-11-24T12:00:00Z')
  it('is now less the age, never in the future and never absurdly old', () => {
    expect(editTime(now, 60_000).toISOString()).toBe('2026-11-24T11:59:00.000Z')
    expect(editTime(now, undefined)).toEqual(now)
    expect(editTime(now, -5)).toEqual(now)
    expect(editTime(now, 1e15).toISOString()).toBe('2020-01-01T00:00:00.000Z')
  })
})

describe('touchedFields', () => {
  it('lists the fields an admin edit changed', () => {
    expect(touchedFields(stored(), { wine_rating: 3, comment: 'New' })).toEqual(['comment'])
    expect(touchedFields(undefined, { wine_rating: 2 })).toEqual(['wine_rating'])
  })
})
