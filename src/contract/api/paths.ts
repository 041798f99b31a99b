/**
 * Every call of the API by name: its method and path, written once. The declarations beside this file
 * spread them into their routes, and browser code builds its URLs from them (`apiPath`): this module
 * holds no schema, so a page that calls the API does not download zod.
 */

export type ApiCall<M extends 'get' | 'post' = 'get' | 'post'> = { readonly method: M; readonly path: string }

export const CALLS = {
  // accounts.ts
  csrfCookie: { method: 'get', path: '/sanctum/csrf-cookie' },
  register: { method: 'post', path: '/register' },
  login: { method: 'post', path: '/login' },
  logout: { method: 'post', path: '/logout' },
  forgotPassword: { method: 'post', path: '/forgot-password' },
  resetPassword: { method: 'post', path: '/reset-password' },
  resendVerification: { method: 'post', path: '/email/resend' },
  verifyEmail: { method: 'get', path: '/api/email/verify/{id}/{hash}' },
  // content.ts
  wines: { method: 'get', path: '/api/wines' },
  winesOfCountry: { method: 'get', path: '/api/wines/{country}' },
  wine: { method: 'get', path: '/api/wines/detail/{slug}' },
  winePreview: { method: 'get', path: '/api/wines/preview/{id}' },
  foodPreview: { method: 'get', path: '/api/foods/preview/{id}' },
  clubs: { method: 'get', path: '/api/clubs' },
  promotionsOfState: { method: 'get', path: '/api/promotions/{country}/{state}' },
  promotions: { method: 'get', path: '/api/promotions' },
  sellers: { method: 'post', path: '/api/sellers' },
  popup: { method: 'get', path: '/api/popup' },
  otherPopup: { method: 'post', path: '/api/popup-others' },
  discovers: { method: 'get', path: '/api/discovers/{country}' },
  enjoys: { method: 'get', path: '/api/enjoys/{country}' },
  shops: { method: 'get', path: '/api/shops/{country}' },
  discoverPreview: { method: 'get', path: '/api/discovers/preview/{id}' },
  enjoyPreview: { method: 'get', path: '/api/enjoys/preview/{id}' },
  shopPreview: { method: 'get', path: '/api/shops/preview/{id}' },
  clubPreview: { method: 'get', path: '/api/clubs/preview/{id}' },
  promotionPreview: { method: 'get', path: '/api/promotions/preview/{id}' },
  sellerPreview: { method: 'get', path: '/api/sellers/preview/{id}' },
  popupPreview: { method: 'get', path: '/api/popup/preview/{id}' },
  otherPopupPreview: { method: 'get', path: '/api/popup-others/preview/{id}' },
  // members.ts
  passports: { method: 'get', path: '/api/passports' },
  savePassport: { method: 'post', path: '/api/wines/{id}/passport' },
  palate: { method: 'get', path: '/api/palates' },
  tempPalate: { method: 'post', path: '/api/palates-temp' },
  // place.ts
  settings: { method: 'get', path: '/api/settings' },
  countries: { method: 'get', path: '/api/settings/countries' },
  setLocale: { method: 'post', path: '/api/settings/set-locale/{locale}' },
  clientIp: { method: 'get', path: '/api/get-client-ip-address' },
  geolocation: { method: 'post', path: '/api/geolocation' },
  tracking: { method: 'post', path: '/api/tracking' },
  // profile.ts
  currentUser: { method: 'get', path: '/api/user' },
  profile: { method: 'get', path: '/api/profile' },
  avatar: { method: 'get', path: '/api/profile/avatar' },
  confirmEmailChange: { method: 'get', path: '/api/email/change/{id}' },
  updateProfile: { method: 'post', path: '/api/profile' },
  exportData: { method: 'get', path: '/api/profile/export' },
  deleteAccount: { method: 'post', path: '/api/profile/delete' },
  // social.ts
  socialProviders: { method: 'get', path: '/api/auth/providers' },
  socialStart: { method: 'get', path: '/api/auth/{provider}/start' },
  socialCallback: { method: 'get', path: '/api/auth/{provider}/callback' },
  socialCallbackPost: { method: 'post', path: '/api/auth/{provider}/callback' },
  socialPending: { method: 'get', path: '/api/auth/pending' },
  socialComplete: { method: 'post', path: '/api/auth/complete' },
} as const satisfies Record<string, ApiCall>

export type CallName = keyof typeof CALLS

/** The `{name}`s of a path template: `/api/wines/{id}/passport` → `id`. */
type ParamsOf<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | ParamsOf<Rest> : never
export type PathParams<N extends CallName> = Record<ParamsOf<(typeof CALLS)[N]['path']>, string>

/**
 * The URL of a call: its path with each `{name}` filled in (encoded), then the query without its empty
 * values. TypeScript asks for exactly the parameters the path has.
 */
export function apiPath<N extends CallName>(
  name: N,
  ...[params, query]: ParamsOf<(typeof CALLS)[N]['path']> extends never
    ? [params?: Record<string, never>, query?: Record<string, string | undefined>]
    : [params: PathParams<N>, query?: Record<string, string | undefined>]
): string {
  const values: Record<string, string> = params ?? {}
  const path = CALLS[name].path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(values[key] ?? ''))
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((e): e is [string, string] => !!e[1]),
  ).toString()
  return search ? `${path}?${search}` : path
}
