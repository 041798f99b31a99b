/**
 * Playwright global setup: the test OpenID provider for the whole run (tests/helpers/oidcProvider.ts),
 * which the test server knows from OIDC_PROVIDERS (playwright.config.ts). A port already taken is an
 * earlier run's provider left behind, or another one: the social tests then fail saying so.
 */
import { BASE_URL } from '../../playwright.config'
import { OIDC_TEST, startOidcProvider } from './oidcProvider'

export default async function startProvider() {
  try {
    const provider = await startOidcProvider([BASE_URL])
    return provider.close
  } catch (err) {
    console.warn(`[e2e] OpenID provider port ${OIDC_TEST.port}: ${err instanceof Error ? err.message : String(err)}`)
    return undefined
  }
}
