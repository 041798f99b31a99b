import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium'
import { oidcProvidersEnv } from './tests/helpers/oidcProvider'

/** The suites' Chromium, named for the global setup that prints its version (tests/helpers/browserVersion.ts). */
export { CHROMIUM_PATH }

/**
 * End-to-end tests in Debian's Chromium (no browser download) at a phone size, and the security suite
 * (tests/security: HTTP requests and Chromium), both against the production build served by
 * `npm start`'s script on its own port, data folder and database: one server for both projects.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://localhost:${PORT}`
/** The run's SMTP sink (tests/helpers/mailSink.ts): the test server sends every mail there. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2605)
/** Shared with the edge worker the parity test starts (tests/helpers/edge.ts): the server believes its client address. */
export const E2E_EDGE_SECRET = 'e2e-edge-secret-0123456789abcdef0123'
/** The operators' token for GET /metrics on the e2e server. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef012'

export default defineConfig({
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    { name: 'security', testDir: 'tests/security' },
    // Two production instances on one PostgreSQL, started by the test itself.
    { name: 'cluster', testDir: 'tests/cluster' },
  ],
  globalSetup: ['./tests/helpers/browserVersion.ts', './tests/helpers/mailSink.ts', './tests/helpers/oidcSetup.ts'],
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Sized for a 2-core machine that is also busy with something else (a contributor's laptop, a shared
  // CI runner): tests there take up to twice as long as alone. Only a failing test waits this long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node --import tsx/esm scripts/start.ts',
    url: `${BASE_URL}/readyz`,
    timeout: 600_000,
    reuseExistingServer: !process.env.CI,
    // Stopped as an operator stops it (SIGTERM to its group), not killed: every run ends through the
    // graceful stop, whose log line closes the server's output.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    // TRUST_PROXY=1: one proxy hop, the test runner, so that API tests can give each client its own
    // address in X-Forwarded-For (the browser sends none: the socket's address is used).
    env: {
      TRUST_PROXY: '1',
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
      PG_PORT: String(process.env.E2E_PG_PORT ?? 54349),
      PUBLISH_DEBOUNCE_MS: '100',
      // The request lines would be most of the run's output (Playwright prints the server's): problems only.
      LOG_LEVEL: 'warn',
      // Read by people in the run's output: readable lines (an operator's default off a terminal is JSON).
      LOG_FORMAT: 'pretty',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      EDGE_SECRET: E2E_EDGE_SECRET,
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      // The run's OpenID provider (tests/helpers/oidcSetup.ts): a "Continue with Test ID" button.
      OIDC_PROVIDERS: oidcProvidersEnv(),
    },
  },
})
