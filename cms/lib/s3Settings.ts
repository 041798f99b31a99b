/** S3_* read once, without the S3 client: production's checks (deployment.ts) and the storage adapter (storage.ts) share it. */
import { isHttpsOrLocal } from '../../src/contract/secureUrl'

type Env = Record<string, string | undefined>

export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
  accessKeyId?: string
  secretAccessKey?: string
}

/** S3_* as settings, or null when files stay on this machine. */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    // R2 takes "auto"; AWS needs the bucket's region.
    region: env.S3_REGION?.trim() || 'auto',
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  }
}

/** What production mode refuses about S3_* (deploymentProblems). */
export function s3Problems(env: Env): string[] {
  const s = s3Settings(env)
  if (!s)
    return env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID
      ? ['S3_BUCKET is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set.']
      : []
  const problems: string[] = []
  if (!s.accessKeyId || !s.secretAccessKey)
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_BUCKET.')
  if (s.endpoint && !(URL.canParse(s.endpoint) && isHttpsOrLocal(new URL(s.endpoint))))
    problems.push('S3_ENDPOINT must be https (http only on this machine).')
  return problems
}
