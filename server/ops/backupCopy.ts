/**
 * A consistent copy of the running embedded database (server/ops/backup.ts archives it): PostgreSQL's own
 * online backup (pg_backup_start/pg_backup_stop, what pg_basebackup does), the data folder as files
 * while the server keeps serving, then the WAL written meanwhile, replayed at the first start after a
 * restore.
 */
import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type pg from 'pg'

/**
 * The parts of a PostgreSQL data folder a base backup leaves out (as pg_basebackup does): they are
 * rebuilt or emptied at start. pg_wal is copied separately, after the backup ends.
 */
const SKIPPED_CONTENTS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
])
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
])

/** The WAL segments a backup needs: from the one it started in to the one it ended in, and the timelines' history. */
export function walFilesNeeded(names: string[], first: string, last: string): string[] {
  const segment = /^[0-9A-F]{24}$/
  const needed = names.filter((n) => (segment.test(n) && n >= first && n <= last) || /^[0-9A-F]{8}\.history$/.test(n))
  // Every segment in between must be there: a gap would leave the restore short of its end.
  const have = new Set(needed)
  for (let n = first; n <= last; n = nextSegment(n))
    if (!have.has(n)) throw new Error(`WAL segment ${n} went missing during the backup`)
  return needed.sort()
}

/** The segment after `name` (16 MB segments: the low part counts 00000000..000000FF). */
function nextSegment(name: string): string {
  const timeline = name.slice(0, 8)
  const high = parseInt(name.slice(8, 16), 16)
  const low = parseInt(name.slice(16, 24), 16)
  const [h, l] = low >= 0xff ? [high + 1, 0] : [high, low + 1]
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(8, '0')
  return timeline + hex(h) + hex(l)
}

/**
 * Copies a folder that a running program is changing: files that vanish meanwhile are skipped (a
 * dropped table, a temporary file), and what changes meanwhile is for the WAL to repair.
 */
export async function copyLiveFolder(
  from: string,
  to: string,
  skip: (relative: string, isDir: boolean) => 'all' | 'contents' | false,
  relative = '',
): Promise<number> {
  let copied = 0
  await mkdir(to, { recursive: true, mode: 0o700 })
  let entries
  try {
    entries = await readdir(from, { withFileTypes: true })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw err
  }
  for (const entry of entries) {
    const rel = path.join(relative, entry.name)
    const verdict = skip(rel, entry.isDirectory())
    if (verdict === 'all') continue
    if (entry.isDirectory()) {
      if (verdict === 'contents') await mkdir(path.join(to, entry.name), { mode: 0o700 })
      else copied += await copyLiveFolder(path.join(from, entry.name), path.join(to, entry.name), skip, rel)
    } else if (entry.isFile()) {
      try {
        await copyFile(path.join(from, entry.name), path.join(to, entry.name))
        copied++
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      }
    }
  }
  return copied
}

const skipInDataFolder = (rel: string, isDir: boolean): 'all' | 'contents' | false => {
  if (isDir) return SKIPPED_CONTENTS.has(rel) ? 'contents' : path.basename(rel).startsWith('pgsql_tmp') ? 'all' : false
  return SKIPPED_FILES.has(rel) || path.basename(rel).startsWith('pgsql_tmp') ? 'all' : false
}

/** The embedded database's data folder copied online into `to`, ready to start from. */
export async function copyEmbeddedDatabase(client: pg.Client, to: string): Promise<void> {
  const { rows } = await client.query<{ data_directory: string }>('select current_setting($1) as data_directory', [
    'data_directory',
  ])
  const folder = rows[0].data_directory
  const slot = `wine_compass_backup_${randomBytes(4).toString('hex')}`
  // A temporary slot (gone with this connection) that keeps every WAL segment from here on.
  await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot])
  const started = await client.query<{ wal: string }>('select pg_walfile_name(pg_backup_start($1, true)) as wal', [
    slot,
  ])
  let ended: { labelfile: string; spcmapfile: string; wal: string }
  try {
    await copyLiveFolder(folder, to, skipInDataFolder)
    const stopped = await client.query<{ labelfile: string; spcmapfile: string; wal: string }>(
      'select labelfile, spcmapfile, pg_walfile_name(lsn) as wal from pg_backup_stop(false)',
    )
    ended = stopped.rows[0]
  } catch (err) {
    await client.query('select pg_backup_stop(false)').catch(() => {})
    throw err
  }
  await writeFile(path.join(to, 'backup_label'), ended.labelfile, { mode: 0o600 })
  if (ended.spcmapfile) await writeFile(path.join(to, 'tablespace_map'), ended.spcmapfile, { mode: 0o600 })
  const wal = path.join(folder, 'pg_wal')
  const names = walFilesNeeded(await readdir(wal), started.rows[0].wal, ended.wal)
  await mkdir(path.join(to, 'pg_wal', 'archive_status'), { recursive: true, mode: 0o700 })
  await mkdir(path.join(to, 'pg_wal', 'summaries'), { recursive: true, mode: 0o700 })
  for (const name of names) await copyFile(path.join(wal, name), path.join(to, 'pg_wal', name))
}
