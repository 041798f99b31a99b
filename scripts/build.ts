/** npm run build: bring the database up to date and build what is out of date, without serving. */
import path from 'node:path'
import { ensureCmsBuild, ensureSiteBuild, prepareContent } from '../server/ops/bootstrap'
import { StartupError } from '../server/db/postgres'
import { prepareRuntime } from '../server/ops/runtime'
import { SiteStore } from '../server/publish/site'

const log = (l: string) => console.log(l)
try {
  const rt = await prepareRuntime()
  await prepareContent(rt)
  const cms = await ensureCmsBuild(rt, log)
  const site = await ensureSiteBuild(new SiteStore(path.join(rt.dataDir, 'site')), rt, log)
  if (!cms && !site) log('[build] everything is up to date')
  await rt.db.stop()
  process.exit(0)
} catch (err) {
  console.error(err instanceof StartupError ? `✖ ${err.message}` : err)
  process.exit(1)
}
