import type { Payload } from 'payload'
import type { Locale } from '../../src/contract/locales'
import type { Member, User } from '../payload-types'

/** A member as Payload's access rules see them (`user` of a Local API call). */
export type SignedInMember = Member & { collection: 'members' }

/** What every handler of the spec API finds on its context (c.get(...)). */
export type ApiEnv = {
  Variables: {
    payload: Payload
    /** The visitor's language: locale cookie, else Accept-Language, else en. */
    locale: Locale
    /** The signed-in member (the spec's "user"), or null. Set by the session middleware. */
    member: SignedInMember | null
    /** A signed-in staff user (Payload admin session), or null: previews need one. */
    staff: User | null
  }
}
