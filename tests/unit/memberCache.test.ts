import { describe, expect, it } from 'vitest'
import { cachedMember, forgetMember, keepMember, MEMBER_CACHE_MS } from '../../cms/api/memberCache'
import type { Member } from '../../cms/payload-types'

const member = { id: 'm-1', name: 'Ana' } as unknown as Member

describe('memberCache', () => {
  it('keeps a member for a few seconds, then asks again', () => {
    keepMember(member, 1000)
    expect(cachedMember('m-1', 1000 + MEMBER_CACHE_MS - 1)).toBe(member)
    expect(cachedMember('m-1', 1000 + MEMBER_CACHE_MS)).toBeUndefined()
  })
  it('forgets a member at once when the member changes', () => {
    keepMember(member, 5000)
    forgetMember('m-1')
    expect(cachedMember('m-1', 5001)).toBeUndefined()
  })
})
