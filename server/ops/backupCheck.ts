/**
 * What makes a backup one an operator can trust (issue 43): a checksum per file in the manifest and
 * one of the whole archive beside it (`FILE.sha256`, as `sha256sum -c` reads it), a verification that
 * reads every byte, the documented keeping schedule applied (`--keep`), and room checked before a
 * backup stages its copy.
 */
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { readdir, readFile, stat, statfs, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import * as tar from 'tar'
import { StartupError } from '../db/postgres'

/** The sha256 of a file, read as a stream. */
async function fileChecksum(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/** Every file under `folder` by its path there (with "/"), with its sha256. */
export async function folderChecksums(folder: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    out[path.relative(folder, full).split(path.sep).join('/')] = await fileChecksum(full)
  }
  return out
}

/** The archive's checksum file: `<sha256>  <name>`, what `sha256sum -c` checks. */
const checksumFile = (archive: string) => `${archive}.sha256`

export async function writeArchiveChecksum(archive: string, finalName = path.basename(archive)): Promise<string> {
  const sum = await fileChecksum(archive)
  const file = checksumFile(path.join(path.dirname(archive), finalName))
  await writeFile(file, `${sum}  ${finalName}\n`, { mode: 0o600 })
  return file
}

/** Whether the archive matches the checksum written beside it (false: none there); a StartupError when it does not. */
export async function checkArchiveChecksum(file: string): Promise<boolean> {
  if (!existsSync(checksumFile(file))) return false
  const wanted = (await readFile(checksumFile(file), 'utf8')).trim().split(/\s+/)[0]
  if ((await fileChecksum(file)) !== wanted)
    throw new StartupError(
      `${file} is damaged: its checksum is not the one written beside it (${path.basename(checksumFile(file))}).`,
    )
  return true
}

/**
 * Reads the whole archive: its compression, and every file against the manifest's checksums. A
 * damaged or incomplete archive is refused with the first thing found wrong, by name. `checksums`:
 * the manifest's (none in a format-1 archive: then only its compression is checked).
 */
export async function verifyEntries(
  file: string,
  checksums: Record<string, string> | undefined,
): Promise<{ files: number; bytes: number }> {
  const seen = new Map<string, string>()
  const hashing: Promise<void>[] = []
  let bytes = 0
  try {
    await tar.list({
      file,
      onReadEntry: (entry) => {
        if (entry.type !== 'File' || entry.path === 'manifest.json') return entry.resume()
        const hash = createHash('sha256')
        entry.on('data', (c: Buffer) => {
          bytes += c.length
          hash.update(c)
        })
        hashing.push(
          new Promise((resolve) => entry.on('end', () => resolve(void seen.set(entry.path, hash.digest('hex'))))),
        )
      },
    })
    await Promise.all(hashing)
  } catch (err) {
    throw new StartupError(`${file} is damaged: it cannot be read to its end (${(err as Error).message}).`)
  }
  if (checksums) {
    for (const [name, sum] of Object.entries(checksums)) {
      const found = seen.get(name)
      if (found === undefined) throw new StartupError(`${file} is incomplete: ${name} is missing from it.`)
      if (found !== sum) throw new StartupError(`${file} is damaged: ${name} does not match its checksum.`)
    }
    const extra = [...seen.keys()].find((name) => !(name in checksums))
    if (extra) throw new StartupError(`${file} was changed after it was written: ${extra} is not in its manifest.`)
  }
  return { files: seen.size, bytes }
}

/** How many archives of each period are kept: the newest of each of the last N days, weeks, months. */
export type KeepSchedule = { daily: number; weekly: number; monthly: number }

/** docs/deploy.md, Backups: keep 7 daily, 4 weekly and 12 monthly. */
export const DOCUMENTED_SCHEDULE: KeepSchedule = { daily: 7, weekly: 4, monthly: 12 }

/** `--keep` (the documented schedule) or `--keep=7d,4w,12m`; null without it; a StartupError for anything else. */
export function keepSchedule(args: string[]): KeepSchedule | null {
  const arg = args.find((a) => a === '--keep' || a.startsWith('--keep='))
  if (!arg) return null
  if (arg === '--keep') return DOCUMENTED_SCHEDULE
  const schedule: KeepSchedule = { daily: 0, weekly: 0, monthly: 0 }
  const names = { d: 'daily', w: 'weekly', m: 'monthly' } as const
  for (const part of arg.slice('--keep='.length).split(',')) {
    const m = /^(\d{1,3})([dwm])$/.exec(part.trim())
    if (!m) throw new StartupError(`--keep=${arg.slice(7)}: say how many of each to keep, as in --keep=7d,4w,12m.`)
    schedule[names[m[2] as keyof typeof names]] = Number(m[1])
  }
  return schedule
}

/** The moment an archive was written, from its name (backupFileName); null for any other file. */
function archiveTime(name: string): Date | null {
  const m = /^wine-compass-(\d{4}-\d\d-\d\d)T(\d\d)(\d\d)(\d\d)Z\.tar\.gz$/.exec(name)
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`) : null
}

/** The ISO week of a day ("2026-W48"), in UTC: weeks begin on Monday, week 1 holds the year's first Thursday. */
export function isoWeek(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  d.setUTCDate(d.getUTCDate() + 4 - (d.getUTCDay() || 7))
  const week = Math.ceil(((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7)
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/**
 * The archives the schedule lets go: of `names` (a backup folder's files), each period's newest
 * archive is kept for the last N periods that have one (days, ISO weeks, months, in UTC); the newest
 * archive always. Other files are never touched.
 */
export function archivesToPrune(names: string[], keep: KeepSchedule): string[] {
  const archives = names
    .map((name) => ({ name, at: archiveTime(name) }))
    .filter((a): a is { name: string; at: Date } => a.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
  const kept = new Set(archives.slice(0, 1).map((a) => a.name))
  const periods: [number, (d: Date) => string][] = [
    [keep.daily, (d) => d.toISOString().slice(0, 10)],
    [keep.weekly, isoWeek],
    [keep.monthly, (d) => d.toISOString().slice(0, 7)],
  ]
  for (const [count, period] of periods) {
    const seen = new Set<string>()
    for (const a of archives) {
      const key = period(a.at)
      if (seen.has(key)) continue
      if (seen.size >= count) break
      seen.add(key)
      kept.add(a.name)
    }
  }
  return archives.filter((a) => !kept.has(a.name)).map((a) => a.name)
}

/** Deletes the archives (and their checksum files) the schedule lets go; their names. */
export async function pruneBackups(folder: string, keep: KeepSchedule): Promise<string[]> {
  const gone = archivesToPrune(await readdir(folder), keep)
  for (const name of gone) {
    await unlink(path.join(folder, name))
    await unlink(checksumFile(path.join(folder, name))).catch(() => {})
  }
  return gone
}

/** Bytes under a path (a file, or a folder through its subfolders); 0 when it does not exist. */
export async function sizeOf(target: string): Promise<number> {
  const s = await stat(target).catch(() => null)
  if (!s) return 0
  if (!s.isDirectory()) return s.size
  let total = 0
  for (const entry of await readdir(target, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => null))?.size ?? 0
  return total
}

const megabytes = (bytes: number) => `${Math.ceil(bytes / 1024 / 1024)} MB`

/**
 * Refuses to begin a backup the folder has no room for: the staged copy (`copyBytes`) and the archive
 * beside it, at most as large again, before either is written.
 */
export async function checkFreeSpace(folder: string, copyBytes: number): Promise<void> {
  const fs = await statfs(folder)
  const free = fs.bavail * fs.bsize
  const needed = copyBytes * 2
  if (free < needed)
    throw new StartupError(
      `Not enough room in ${folder} for a backup: it needs about ${megabytes(needed)} (a copy of ${megabytes(copyBytes)} and the archive), ${megabytes(free)} are free. Free some space, or back up into another folder (npm run backup -- FOLDER).`,
    )
}
