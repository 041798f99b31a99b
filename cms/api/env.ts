import type { Payload } from 'payload'
import type { Locale } from '../../src/contract/locales'

/* Payload documents as the API reads them (generated types are not used; fields per cms/collections). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = Record<string, any>

/** What every handler of the spec API finds on its context (c.get(...)). */
export type ApiEnv = {
  Variables: {
    payload: Payload
    /** The visitor's language: locale cookie, else Accept-Language, else en. */
    locale: Locale
    /** The signed-in member (the spec's "user"), or null. Set by the session middleware. */
    member: Doc | null
    /** A signed-in staff user (Payload admin session), or null: previews need one. */
    staff: Doc | null
  }
}
