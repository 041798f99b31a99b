import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/lib/api'
import { toMember, toPalate, toPassportEntry } from '../../src/lib/members/calls'
import { completeCaf, parseCafRatings } from '../../src/lib/members/localRatings'
import { currentWineSlug, readCookie } from '../../src/lib/cookies'
import { fill } from '../../src/lib/format'
import { tokenFromPath } from '../../src/islands/members/ResetPassword'

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
      { id: 'p1', wine: { id: 'w1', name: 'Alvor', harvest: 2021, grape_variety: { en: 'Touriga', ja: 'トウリガ' }, image: { url: '/media/a.png' } }, wine_rating: 4, comment: null },
      'ja',
    )
    expect(e).toEqual({
      id: 'p1', wineId: 'w1', slug: null, name: 'Alvor', harvest: '2021', grape_variety: 'トウリガ', image: '/media/a.png',
      wine_rating: 4, colour_rating: 0, aroma_rating: 0, flavour_rating: 0, comment: '',
    })
    expect(toPassportEntry({ id: 'x' }, 'en')).toBeNull()
  })

  it('reads the member, verified unless email_verified_at is null', () => {
    expect(toMember({ data: { id: 1, name: 'Ana', surname: 'Silva', email: 'a@b.c', country: 'pt', keep_me_update: 1, email_verified_at: null } })).toMatchObject({
      id: '1', country: 'PT', keep_me_update: true, email_verified: false, image: null,
    })
    expect(toMember({ data: { id: 'u', email: 'a@b.c' } })?.email_verified).toBe(true)
    expect(toMember({})).toBeNull()
  })

  it('keeps the field map of a 422', () => {
    const e = new ApiError(422, 'The email has already been taken.', { email: ['The email has already been taken.'] })
    expect(e.first('email')).toBe('The email has already been taken.')
    expect(e.first('password')).toBeUndefined()
    expect(new ApiError(401, '').unauthenticated).toBe(true)
  })

  it('reads cookies', () => {
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==')
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeNull()
  })
})

describe('visitor ratings and the current wine', () => {
  it('reads the story viewers\' caf ratings for one wine', () => {
    const raw = JSON.stringify({ w1: { colour: 4, aroma: 5, flavour: 3 }, w2: { colour: 2, aroma: 0, flavour: 9 } })
    expect(parseCafRatings(raw, 'w1')).toEqual({ colour: 4, aroma: 5, flavour: 3 })
    expect(completeCaf(parseCafRatings(raw, 'w1'))).toBe(true)
    expect(parseCafRatings(raw, 'w2')).toEqual({ colour: 2, aroma: 0, flavour: 0 })
    expect(completeCaf(parseCafRatings(raw, 'w2'))).toBe(false)
    expect(parseCafRatings('not json', 'w1')).toEqual({ colour: 0, aroma: 0, flavour: 0 })
  })
  it('reads the wine cookie', () => {
    expect(currentWineSlug('a=1; wine=alvor-tinto; b=2')).toBe('alvor-tinto')
    expect(currentWineSlug('wine=../etc')).toBeNull()
    expect(currentWineSlug('')).toBeNull()
  })
  it('takes the reset token from the path and fills placeholders', () => {
    expect(tokenFromPath('/reset-password/abc123')).toBe('abc123')
    expect(tokenFromPath('/reset-password/a%2Bb')).toBe('a+b')
    expect(tokenFromPath('/forgot-password')).toBe('')
    expect(fill('In {{n}} seconds, {{ n }}!', { n: 5 })).toBe('In 5 seconds, 5!')
    expect(fill('{{x}}', {})).toBe('{{x}}')
  })
})
