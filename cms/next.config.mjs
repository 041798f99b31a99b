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

export default withPayload(nextConfig, { devBundleServerPackages: false })
