import path from 'node:path'

/**
 * Where the project and its runtime data live. Resolved from the working directory (npm scripts run
 * at the project root) because inside the Next bundle import.meta.url no longer points at the source.
 */
export const projectRoot = process.env.WINE_COMPASS_ROOT ?? process.cwd()
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(projectRoot, '.data')
export const mediaDir = path.join(dataDir, 'media')
/** Members' avatars: never inside mediaDir, which the site serves to anyone. */
export const avatarsDir = path.join(dataDir, 'avatars')
export const snapshotFile = path.join(dataDir, 'snapshot.json')
