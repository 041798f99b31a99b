/**
 * The member calls (accounts, passport, palate) on the one client (src/lib/api `call`), typed by
 * their declarations (src/contract/api): what they take, and what they answer, as the screens use it.
 */
import type { PassportEntry as Entry } from '../../contract/api/members'
import { IDEMPOTENCY_HEADER } from '../../contract/headers'
import { ApiError, call, type RequestOptions } from '../api'
import type { Input } from '../../contract/api/typed'
import type { CallName } from '../../contract/api/paths'

export type PassportEntry = {
  id: string
  wineId: string
  slug: string | null
  name: string
  harvest: string | null
  grape_variety: string
  image: string | null
  wine_rating: number
  colour_rating: number
  aroma_rating: number
  flavour_rating: number
  comment: string
}

/** A passport entry as the screens show it: the wine's fields beside the ratings (0: not rated). */
export function toPassportEntry(e: Entry): PassportEntry {
  return {
    id: e.id,
    wineId: e.wine.id,
    slug: e.wine.slug,
    name: e.wine.name,
    harvest: e.wine.harvest,
    grape_variety: e.wine.grape_variety ?? '',
    image: e.wine.image?.url ?? null,
    wine_rating: e.wine_rating ?? 0,
    colour_rating: e.colour_rating ?? 0,
    aroma_rating: e.aroma_rating ?? 0,
    flavour_rating: e.flavour_rating ?? 0,
    comment: e.comment ?? '',
  }
}

export type PalateMap = Record<string, number>
export type Palate = { user_palate: PalateMap; wine_palates: Record<string, PalateMap> }

/* ---------- the calls ---------- */

/** A call's JSON body, as declared. */
type Body<N extends CallName> = Exclude<Input<N>['body'], FormData | undefined>
export type RegisterInput = Body<'register'>
export type PassportPayload = Body<'savePassport'>

export const api = {
  register: (input: RegisterInput) => call('register', { body: input }),
  login: (input: Body<'login'>) => call('login', { body: input }),
  logout: () => call('logout'),
  forgotPassword: (email: string) => call('forgotPassword', { body: { email } }),
  resetPassword: (input: Body<'resetPassword'>) => call('resetPassword', { body: input }),
  resendVerification: () => call('resendVerification'),
  profile: async () => (await call('profile')).data,
  /** Deletes the account (docs/decisions.md, Beyond the spec): the password again; the server signs out. */
  deleteAccount: (currentPassword: string) => call('deleteAccount', { body: { current_password: currentPassword } }),
  /** The saved member, and the new address a confirmation link went to when the email is changing. */
  saveProfile: async (form: FormData) => {
    const answer = await call('updateProfile', { body: form })
    return { member: answer.data, emailPending: answer.email_pending }
  },
  passports: async () => (await call('passports')).data.map(toPassportEntry),
  /** One write; `key` (Idempotency-Key) makes a retry of it change nothing. */
  savePassport: (wineId: string, payload: PassportPayload, key?: string, options: RequestOptions = {}) =>
    call(
      'savePassport',
      { params: { id: wineId }, body: payload },
      {
        ...options,
        headers: { ...options.headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
      },
    ),
  palates: async (): Promise<Palate> => (await call('palate')).data.data,
  palatesTemp: async (input: Body<'tempPalate'>): Promise<Palate> =>
    (await call('tempPalate', { body: input })).data.data,
  /** The sign-in providers configured on the server (none: no buttons). */
  providers: async () => (await call('socialProviders')).data,
  /** The social sign-in waiting for its last step, or null (none, or expired). */
  pendingSignIn: async () => {
    try {
      return (await call('socialPending')).data
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) return null
      throw e
    }
  },
  /** The short step after a first provider sign-in; the server refuses it without legal age confirmed. */
  completeSignUp: (input: Body<'socialComplete'>) => call('socialComplete', { body: input }),
}
