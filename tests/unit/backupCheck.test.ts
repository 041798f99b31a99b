/** Backups an operator can trust (server/ops/backupCheck.ts): checksums, verification, the keeping schedule, room. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as tar from 'tar'
import { describe, expect, it } from 'vitest'
import {
  archivesToPrune,
  checkFreeSpace,
  DOCUMENTED_SCHEDULE,
  folderChecksums,
  isoWeek,
  keepSchedule,
  checkArchiveChecksum,
  verifyEntries,
  writeArchiveChecksum,
} from '../../server/ops/backupCheck'
import { backupFileName } from '../../server/ops/backup'

/** An archive as a backup writes it: files, a manifest with their checksums, the archive's checksum beside it. */
async function archive(files: Record<string, string>, o: { tamper?: (staging: string) => void } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'backup-check-'))
  const staging = path.join(dir, 'staging')
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(staging, name)), { recursive: true })
    writeFileSync(path.join(staging, name), text)
  }
  const checksums = await folderChecksums(staging)
  writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify({ checksums }))
  o.tamper?.(staging)
  const file = path.join(dir, 'wine-compass-2026-11-29T030000Z.tar.gz')
  await tar.create({ gzip: true, file, cwd: staging, portable: true }, ['manifest.json', ...Object.keys(files)])
  await writeArchiveChecksum(file)
  return { file, checksums }
}

const FILES = { 'database/pg/PG_VERSION': '17\n', 'media/a.webp': 'picture', 'secrets.json': '{}' }

describe('verifying an archive', () => {
  it('reads a whole archive and finds every file as its checksum says', async () => {
    const { file, checksums } = await archive(FILES)
    expect(Object.keys(checksums).sort()).toEqual(Object.keys(FILES).sort())
    expect(readFileSync(`${file}.sha256`, 'utf8')).toMatch(
      /^[0-9a-f]{64} {2}wine-compass-2026-11-29T030000Z\.tar\.gz\n$/,
    )
    await expect(checkArchiveChecksum(file)).resolves.toBe(true)
    await expect(verifyEntries(file, checksums)).resolves.toMatchObject({ files: 3 })
  })

  it('refuses an archive whose bytes changed, against the checksum beside it', async () => {
    const { file } = await archive(FILES)
    const bytes = readFileSync(file)
    bytes[bytes.length - 20] ^= 0xff
    writeFileSync(file, bytes)
    await expect(checkArchiveChecksum(file)).rejects.toThrow(
      /is damaged: its checksum is not the one written beside it \(wine-compass-2026-11-29T030000Z\.tar\.gz\.sha256\)/,
    )
  })

  it('refuses a damaged archive without its checksum file, by what cannot be read', async () => {
    const { file, checksums } = await archive(FILES)
    rmSync(`${file}.sha256`)
    const bytes = readFileSync(file)
    writeFileSync(file, bytes.subarray(0, bytes.length - 40))
    await expect(verifyEntries(file, checksums)).rejects.toThrow(/is damaged: it cannot be read to its end/)
  })

  it('names a file changed, missing or added after the manifest was written', async () => {
    const changed = await archive(FILES, {
      tamper: (s) => writeFileSync(path.join(s, 'media/a.webp'), 'another picture'),
    })
    await expect(verifyEntries(changed.file, changed.checksums)).rejects.toThrow(
      'is damaged: media/a.webp does not match its checksum.',
    )
    const { checksums } = await archive(FILES)
    const missing = await archive({ 'database/pg/PG_VERSION': '17\n', 'secrets.json': '{}' })
    await expect(verifyEntries(missing.file, checksums)).rejects.toThrow(
      'is incomplete: media/a.webp is missing from it.',
    )
    const added = await archive({ ...FILES, 'media/b.webp': 'x' })
    await expect(verifyEntries(added.file, checksums)).rejects.toThrow('media/b.webp is not in its manifest.')
  })
})

describe('the keeping schedule', () => {
  it('reads --keep as the documented schedule, or as counts of days, weeks and months', () => {
    expect(keepSchedule(['/backups'])).toBeNull()
    expect(keepSchedule(['--keep'])).toEqual({ daily: 7, weekly: 4, monthly: 12 })
    expect(keepSchedule(['--keep=3d,2m'])).toEqual({ daily: 3, weekly: 0, monthly: 2 })
    expect(() => keepSchedule(['--keep=forever'])).toThrow('as in --keep=7d,4w,12m')
  })

  it('counts ISO weeks (Monday first, week 1 holds the first Thursday)', () => {
    expect(isoWeek(new Date('2026-11-29T12:00:00Z'))).toBe('2026-W48') // a Sunday
    expect(isoWeek(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49') // the Monday after
    expect(isoWeek(new Date('2027-01-01T00:00:00Z'))).toBe('2026-W53')
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01')
  })

  it('keeps the newest of each of the last 7 days, 4 weeks and 12 months, and nothing else of a year of daily backups', () => {
    const names: string[] = []
    for (let day = 0; day < 400; day++) {
      names.push(backupFileName(new Date(Date.UTC(2026, 10, 29, 3) - day * 86_400_000)))
      // A second backup that day (before an upgrade): only the later one counts for the day.
      if (day % 50 === 0) names.push(backupFileName(new Date(Date.UTC(2026, 10, 29, 1) - day * 86_400_000)))
    }
    names.push('notes.txt', 'wine-compass-2025-01-01T030000Z.tar.gz.sha256')
    const gone = new Set(archivesToPrune(names, DOCUMENTED_SCHEDULE))
    const kept = names.filter((n) => n.endsWith('.tar.gz') && !gone.has(n)).sort()
    // Daily: Nov 23-29; weekly: Sundays Nov 8, 15, 22 (the 29th counted by its day); monthly: the last day of
    // each month Dec 2025 - Oct 2026, and November's newest (the 29th). The other files are never touched.
    expect(kept).toHaveLength(7 + 3 + 11)
    expect(kept.at(-1)).toBe('wine-compass-2026-11-29T030000Z.tar.gz')
    expect(kept).toContain('wine-compass-2026-11-22T030000Z.tar.gz')
    expect(kept).toContain('wine-compass-2026-11-08T030000Z.tar.gz')
    expect(kept).not.toContain('wine-compass-2026-11-01T030000Z.tar.gz')
    expect(kept).toContain('wine-compass-2026-10-31T030000Z.tar.gz')
    expect(kept[0]).toBe('wine-compass-2025-12-31T030000Z.tar.gz')
    expect(gone.has('wine-compass-2026-11-29T010000Z.tar.gz')).toBe(true)
    expect(gone.has('notes.txt')).toBe(false)
    expect([...gone].every((n) => n.endsWith('.tar.gz'))).toBe(true)
  })

  it('always keeps the newest archive', () => {
    expect(
      archivesToPrune([backupFileName(new Date('2026-01-01T00:00:00Z'))], { daily: 0, weekly: 0, monthly: 0 }),
    ).toEqual([])
  })
})

describe('room for a backup', () => {
  it('refuses to begin when the folder cannot hold the copy and the archive, saying how much each side has', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backup-room-'))
    await expect(checkFreeSpace(dir, 1024)).resolves.toBeUndefined()
    await expect(checkFreeSpace(dir, 2 ** 50)).rejects.toThrow(
      /^Not enough room in .* for a backup: it needs about \d+ MB \(a copy of \d+ MB and the archive\), \d+ MB are free\./,
    )
  })
})
