import { rename, writeFile } from 'node:fs/promises'

/**
 * Writes a file whole or not at all (a new file, then a rename over the old one): another process
 * never reads it half written. The snapshot is written by one instance's publisher while a second
 * instance sharing the data folder may be reading it at its start (seen in CI: "Unexpected end of
 * JSON input" in the second instance's start).
 */
export async function writeFileAtomic(file: string, data: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`
  await writeFile(partial, data)
  await rename(partial, file)
}
