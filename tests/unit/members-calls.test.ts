import { describe, expect, it } from 'vitest'
import { toMember, toPalate, toPassportEntry } from '../../src/lib/members/calls'

describe('the member API client reads the spec shapes leniently', () => {
  it('reads the palate from data.data or data', () => {
    const inner = { user_palate: { fruit: 4, body: '3.5' }, wine_palates: { Alvor: { fruit: 5, oak: 'x' } } }
    const expected = { user_palate: { fruit: 4, body: 3.5 }, wine_palates: { Alvor: { fruit: 5 } } }
    expect(toPalate({ data: { data: inner } })).toEqual(expected)
    expect(toPalate({ data: inner })).toEqual(expected)
    expect(toPalate(inner)).toEqual(expected)
    expect(toPalate(null)).toEqual({ user_palate: {}, wine_palates: {} })
  })

  it('reads a passport entry with a localized grape variety and unrated 0s', () => {
    const e = toPassportEntry(
      {
        id: 'p1',
        wine: {
          id: 'w1',
          name: 'Alvor',
          harvest: 2021,
          grape_variety: { en: 'Touriga', ja: 'トウリガ' },
          image: { url: '/media/a.png' },
        },
        wine_rating: 4,
        comment: null,
      },
      'ja',
    )
    expect(e).toEqual({
      id: 'p1',
      wineId: 'w1',
      slug: null,
      name: 'Alvor',
      harvest: '2021',
      grape_variety: 'トウリガ',
      image: '/media/a.png',
      wine_rating: 4,
      colour_rating: 0,
      aroma_rating: 0,
      flavour_rating: 0,
      comment: '',
    })
    expect(toPassportEntry({ id: 'x' }, 'en')).toBeNull()
  })

  it('reads the member as the contract shows it (User)', () => {
    expect(
      toMember({
        data: {
          id: 1,
          name: 'Ana',
          surname: 'Silva',
          email: 'a@b.c',
          country: 'pt',
          keep_me_update: 1,
          email_verified_at: null,
        },
      }),
    ).toMatchObject({
      id: '1',
      country: 'PT',
      keep_me_update: true,
      email_verified_at: null,
      image: null,
    })
    expect(
      toMember({ data: { id: 'u', email: 'a@b.c', email_verified_at: '2026-01-01T00:00:00Z' } })?.email_verified_at,
    ).toBe('2026-01-01T00:00:00Z')
    expect(toMember({})).toBeNull()
  })
})
