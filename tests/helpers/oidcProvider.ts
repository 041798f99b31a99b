/**
 * A real OpenID Connect provider for the tests (the npm `oidc-provider`, the certified implementation),
 * on this machine over http. Its sign-in page is the package's development one: any login and any
 * password. The login names the person:
 *   - an address ("ana@example.com"): that email, verified;
 *   - "noemail-…": no email at all;
 *   - "unverified-…": an email the provider has not verified;
 *   - anything else: "{login}@oidc.test", verified.
 * Everyone is Ana Sousa. Consent is given once and for all, so the page after the login is the app.
 */
import type { Server } from 'node:http'
import Provider, { type Configuration } from 'oidc-provider'

export const OIDC_TEST = {
  port: Number(process.env.E2E_OIDC_PORT ?? 3190),
  id: 'test',
  name: 'Test ID',
  clientId: 'wine-compass-test',
  clientSecret: 'a-test-client-secret-of-enough-length-0123',
  given: 'Ana',
  family: 'Sousa',
}
export const oidcIssuer = (port = OIDC_TEST.port) => `http://127.0.0.1:${port}`

/** OIDC_PROVIDERS for a server whose public origin is `origin`, pointing at the test provider. */
export const oidcProvidersEnv = (port = OIDC_TEST.port) =>
  JSON.stringify([
    {
      id: OIDC_TEST.id,
      name: OIDC_TEST.name,
      issuer: oidcIssuer(port),
      client_id: OIDC_TEST.clientId,
      client_secret: OIDC_TEST.clientSecret,
    },
  ])

function emailOf(login: string): { email?: string; email_verified?: boolean } {
  if (login.startsWith('noemail-')) return {}
  if (login.startsWith('unverified-')) return { email: `${login}@oidc.test`, email_verified: false }
  return { email: login.includes('@') ? login : `${login}@oidc.test`, email_verified: true }
}

/** Starts the provider; `origins` are the apps allowed to use it (their callback is registered). */
export async function startOidcProvider(
  origins: string[],
  port = OIDC_TEST.port,
): Promise<{ issuer: string; close: () => Promise<void> }> {
  const issuer = oidcIssuer(port)
  const config: Configuration = {
    clients: [
      {
        client_id: OIDC_TEST.clientId,
        client_secret: OIDC_TEST.clientSecret,
        redirect_uris: origins.map((o) => `${o}/api/auth/${OIDC_TEST.id}/callback`),
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        given_name: OIDC_TEST.given,
        family_name: OIDC_TEST.family,
        name: `${OIDC_TEST.given} ${OIDC_TEST.family}`,
        ...emailOf(id),
      }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // The claims in the ID token, as Google does (openid-client reads the ID token).
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['a-test-cookie-key-for-the-oidc-provider'] },
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  }
  const provider = new Provider(issuer, config)
  // Quiet: the development interactions warn on every start.
  provider.on('server_error', (_ctx, err) => console.error('[oidc-provider]', err))
  const server: Server = await new Promise((resolve, reject) => {
    const s = provider.listen(port, '127.0.0.1', () => resolve(s))
    s.once('error', reject)
  })
  return { issuer, close: () => new Promise((r) => server.close(() => r())) }
}

/**
 * The provider's side of a sign-in without a browser: from the authorization URL through the login
 * form to the redirect back to the app. Returns the callback URL the browser would be sent to.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>()
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const i = pair.indexOf('=')
      jar.set(pair.slice(0, i), pair.slice(i + 1))
    }
    return res
  }
  let res = await go(authorizationUrl)
  for (let hops = 0; hops < 10; hops++) {
    const location = res.headers.get('location')
    if (!location) throw new Error(`the provider answered ${res.status} without a redirect`)
    const next = new URL(location, authorizationUrl)
    if (next.origin !== new URL(authorizationUrl).origin) return next
    if (/\/interaction\/[^/]+$/.test(next.pathname)) {
      await go(next.href)
      res = await go(next.href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
      })
    } else res = await go(next.href)
  }
  throw new Error('the provider redirected too many times')
}
