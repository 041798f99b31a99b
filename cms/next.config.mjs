import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The Next app only hosts the Payload admin, Payload's REST API and our API (cms/api). */
const nextConfig = {
  // Several builds side by side (parallel test servers) each use their own folder.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  outputFileTracingRoot: root,
  turbopack: { root },
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every response for a critical client hint (Critical-CH: Sec-CH-Prefers-Color-Scheme,
 * for the admin's theme). Chromium answers a missing critical hint by sending the request again, so a
 * mailed link to the API (an email change, a verification) was requested twice. The hint stays on the
 * admin, the one place that reads it.
 */
export default {
  ...withPayloadConfig,
  headers: async () =>
    (await withPayloadConfig.headers()).map((rule) =>
      rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
    ),
}
