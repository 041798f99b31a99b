/** What the backup tests compare and how they run the operator's scripts. */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import type pg from 'pg'
import { TYPESCRIPT_NODE_ARGS } from '../../server/ops/typescript'

const run = promisify(execFile)

/** Every table of the public schema: its row count and a digest of its rows in a fixed order. */
export async function tableDigests(client: pg.Client): Promise<Record<string, string>> {
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  )
  const digests: Record<string, string> = {}
  for (const { name } of rows) {
    const r = await client.query<{ n: number; d: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as d from "${name}" t`,
    )
    digests[name] = `${r.rows[0].n} ${r.rows[0].d}`
  }
  return digests
}

/** Each file under a folder by its path there, with a digest of its bytes (none when there is no folder: no avatar yet). */
export function fileDigests(folder: string): Record<string, string> {
  const out: Record<string, string> = {}
  if (!existsSync(folder)) return out
  for (const f of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!f.isFile()) continue
    const full = path.join(f.parentPath, f.name)
    out[path.relative(folder, full)] = createHash('sha256').update(readFileSync(full)).digest('hex')
  }
  return out
}

/** A script as an operator runs it, with these settings (DATABASE_URL unset unless given): its exit code and output. */
export const runScript = (file: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [...TYPESCRIPT_NODE_ARGS, file, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    maxBuffer: 8 * 1024 * 1024,
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({
      code: e.code ?? 1,
      out: `${e.stdout ?? ''}${e.stderr ?? ''}`,
    }),
  )
