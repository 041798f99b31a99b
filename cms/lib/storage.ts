/**
 * Where uploaded files live: S3-compatible storage (AWS S3, Cloudflare R2, MinIO) when S3_BUCKET is
 * set, else DATA_DIR/media and DATA_DIR/avatars on this machine. Several CMS instances without a
 * shared volume need the bucket. Media go under media/, avatars under avatars/ (never public: read
 * through the API with the owner's session, like the local files).
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { buildStoragePathData, sanitizePrefix } from '@payloadcms/plugin-cloud-storage/utilities'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { s3Settings, type S3Settings } from './s3Settings'

/** Where each collection's files go in the bucket. */
const PREFIX = { media: 'media', avatars: 'avatars' } as const

const clientConfig = (s: S3Settings) => ({
  endpoint: s.endpoint,
  region: s.region,
  forcePathStyle: s.forcePathStyle,
  credentials:
    s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
})

/**
 * Payload's S3 adapter, always in the config so that the schema is the same with or without a bucket
 * (its prefix and object-key columns exist either way); it stores and serves files only when enabled.
 */
export function storagePlugin(env: Record<string, string | undefined> = process.env): Plugin {
  const s = s3Settings(env)
  return s3Storage({
    enabled: Boolean(s),
    alwaysInsertFields: true,
    bucket: s?.bucket ?? 'local-files',
    config: s ? clientConfig(s) : {},
    collections: { media: { prefix: PREFIX.media }, avatars: { prefix: PREFIX.avatars } },
  })
}

let client: S3Client | null = null

type Stored = { filename?: string | null; prefix?: string | null; _objectKey?: string | null }

/**
 * An uploaded file's bytes, wherever it is stored (null when missing): from the bucket under the key
 * the adapter gave it (collection prefix, the document's prefix and object key, the name), else from
 * the local folder.
 */
export async function readUpload(
  collection: keyof typeof PREFIX,
  localDir: string,
  doc: Stored,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!doc.filename) return null
  const name = path.basename(doc.filename)
  const s = s3Settings()
  if (!s) return readFile(path.join(localDir, name)).catch(() => null)
  const docPrefix = [sanitizePrefix(doc.prefix ?? ''), sanitizePrefix(doc._objectKey ?? '')].filter(Boolean).join('/')
  const key = buildStoragePathData({ collectionPrefix: PREFIX[collection], docPrefix, filename: name }).storageFilePath
  client ??= new S3Client(clientConfig(s))
  try {
    const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: key }))
    return res.Body ? new Uint8Array(await res.Body.transformToByteArray()) : null
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null
    throw err
  }
}
