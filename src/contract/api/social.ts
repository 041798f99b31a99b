/**
 * Social sign-in (docs/decisions.md, Beyond the spec, spec §2's buttons): OpenID Connect with the providers the server is
 * configured for (cms/lib/socialProviders.ts). The browser follows plain links: start -> the
 * provider -> callback, which signs in, or hands over to /signUp (a short step) or /signIn (the
 * password once, to link an existing account). docs/decisions.md "Social sign-in".
 */
import { z } from 'zod'
import { CALLS } from './paths'
import { AUTH, bare, body, errors, ok, params, query, route } from './route'
import { Checkbox, CountryCode, RegisterRequest, UserResponse, VALIDATION_KEYS } from './accounts'

/** What the callback tells /signIn in `?social=`, and the page shows in the visitor's language. */
export const SOCIAL_OUTCOMES = ['failed', 'expired', 'no-email', 'unavailable', 'link'] as const
export type SocialOutcome = (typeof SOCIAL_OUTCOMES)[number]

export const Provider = z.object({ id: z.string(), name: z.string() })
/** For a signed-in member, whether the provider is linked to their account. */
const ListedProvider = Provider.extend({ linked: z.boolean().optional() })
export type Provider = z.infer<typeof Provider>
const ProvidersResponse = z.object({ data: z.array(ListedProvider) })

/** The sign-in waiting for its last step: a new member (`new`) or an existing email to link (`link`). */
export const Pending = z.object({
  kind: z.enum(['new', 'link']),
  provider: Provider,
  email: z.string(),
  name: z.string(),
  surname: z.string(),
})
export type Pending = z.infer<typeof Pending>
const PendingResponse = z.object({ data: Pending })

/** The short step of a first social sign-in: the rest comes from the provider. Legal age must be confirmed. */
const CompleteRequest = z.object({
  name: RegisterRequest.shape.name,
  surname: RegisterRequest.shape.surname,
  birth_year: RegisterRequest.shape.birth_year,
  country: CountryCode,
  legal: Checkbox.refine((v) => v === true, { error: VALIDATION_KEYS.legalRequired }),
  terms: Checkbox,
  keep_me_update: Checkbox,
})

const tags = ['social sign-in']
const provider = params('provider')

export const providers = route({
  ...CALLS.socialProviders,
  tags,
  ...AUTH.none,
  summary:
    'The sign-in providers this server is configured for (the buttons show only these); for a signed-in member, which are linked',
  responses: { 200: ok(ProvidersResponse) },
})
export const start = route({
  ...CALLS.socialStart,
  tags,
  ...AUTH.none,
  summary:
    "Redirects to the provider's sign-in (PKCE, state and nonce kept in a signed HttpOnly cookie for 10 minutes). With for=delete, a signed-in member confirms it is them before deleting the account (back to /profile?confirmed={provider}, or confirmed=no)",
  request: {
    params: provider,
    query: query({ for: "'delete': confirm it is you before deleting your account, instead of the password" }),
  },
  responses: {
    302: bare('To the provider, or to /signIn?social=unavailable when it cannot be reached'),
    ...errors(404, 429),
  },
})
const callbackQuery = query({
  code: 'Authorization code',
  state: 'The state sent at start',
  iss: 'The issuer (RFC 9207)',
  error: 'An error from the provider',
})
export const callback = route({
  ...CALLS.socialCallback,
  tags,
  ...AUTH.none,
  summary:
    'Where the provider returns. A known account is signed in (to /); an unknown one goes to /signUp?social=complete; an existing email to /signIn?social=link; a wrong state, a replayed code or an expired start to /signIn?social=failed|expired',
  request: { params: provider, query: callbackQuery },
  responses: { 302: bare('To the next page') },
})
export const callbackPost = route({
  ...CALLS.socialCallbackPost,
  tags,
  ...AUTH.none,
  summary: 'The same for providers that answer with a form post (Apple); state and PKCE stand for the CSRF token here',
  request: {
    params: provider,
    body: body(
      z.object({ code: z.string().optional(), state: z.string().optional(), user: z.string().optional() }),
      'urlencoded',
    ),
  },
  responses: { 302: bare('To the next page') },
})
export const pending = route({
  ...CALLS.socialPending,
  tags,
  ...AUTH.none,
  summary: 'The social sign-in waiting for its last step (signed HttpOnly cookie, 30 minutes)',
  responses: { 200: ok(PendingResponse), ...errors(404) },
})
export const complete = route({
  ...CALLS.socialComplete,
  tags,
  ...AUTH.none,
  summary: 'Finishes a first social sign-in: creates the member with the provider linked and signs in (201)',
  request: { body: body(CompleteRequest, 'urlencoded') },
  responses: { 201: ok(UserResponse, 'Created'), ...errors(404, 422, 429) },
})

export const routes = [providers, start, callback, callbackPost, pending, complete]
