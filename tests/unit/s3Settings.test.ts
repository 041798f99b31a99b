import { describe, expect, it } from 'vitest'
import { s3Problems, s3Settings } from '../../cms/lib/s3Settings'

const keys = { S3_ACCESS_KEY_ID: 'AKIA', S3_SECRET_ACCESS_KEY: 'secret' }

describe('s3Settings', () => {
  it('is null without a bucket: files stay in DATA_DIR', () => {
    expect(s3Settings({})).toBeNull()
    expect(s3Settings({ S3_BUCKET: '  ' })).toBeNull()
  })
  it('reads R2 with its defaults (region auto, virtual-hosted style)', () => {
    expect(s3Settings({ S3_BUCKET: 'wines', S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com', ...keys })).toEqual({
      bucket: 'wines',
      endpoint: 'https://abc.r2.cloudflarestorage.com',
      region: 'auto',
      forcePathStyle: false,
      accessKeyId: 'AKIA',
      secretAccessKey: 'secret',
    })
  })
  it('takes a region and path style (MinIO)', () => {
    expect(s3Settings({ S3_BUCKET: 'w', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: '1' })).toMatchObject({
      region: 'eu-west-1',
      forcePathStyle: true,
    })
  })
})

describe('s3Problems (production refuses to start with them)', () => {
  it.each([
    ['no S3 at all', {}, []],
    ['a complete R2 setting', { S3_BUCKET: 'w', S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com', ...keys }, []],
    ['AWS without an endpoint', { S3_BUCKET: 'w', S3_REGION: 'eu-west-1', ...keys }, []],
    ['a local S3 server over http', { S3_BUCKET: 'w', S3_ENDPOINT: 'http://127.0.0.1:9000', ...keys }, []],
  ])('%s: none', (_, env, problems) => {
    expect(s3Problems(env)).toEqual(problems)
  })
  it.each([
    ['an endpoint without a bucket', { S3_ENDPOINT: 'https://abc.r2.cloudflarestorage.com' }, /S3_BUCKET is required/],
    ['keys without a bucket', { S3_ACCESS_KEY_ID: 'AKIA' }, /S3_BUCKET is required/],
    ['a bucket without keys', { S3_BUCKET: 'w' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    ['a remote endpoint over http', { S3_BUCKET: 'w', S3_ENDPOINT: 'http://s3.example.com', ...keys }, /https/],
  ])('%s', (_, env, problem) => {
    expect(s3Problems(env).join(' ')).toMatch(problem)
  })
})
