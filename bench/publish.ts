/**
 * Publish-to-live: how long after staff publish a change the site serves it.
 * Against a running server (npm start): renames a wine through Payload's REST API as staff,
 * polls the wine's page until the new name is served, then restores the name. Repeats N times.
 * The publish is incremental (server/publish/siteBuild.ts); the reference, in the same run, is a full build
 * of the same content (what every publish cost before, and what a template change still costs).
 *   npx tsx bench/publish.ts [baseUrl=http://localhost:3000] [runs=5]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DEMO_STAFF } from '../cms/seed/demoAccounts'
import { SiteStore } from '../server/publish/site'
import { buildSite } from '../server/publish/siteBuild'

const [base = 'http://localhost:3000', runsArg = '5'] = process.argv.slice(2)
const runs = Number(runsArg)
const gate = 'firstVisit=false; acceptTerms=true; adult=true; country=US; locale=en'

const login = await fetch(`${base}/cms-api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: DEMO_STAFF.email, password: DEMO_STAFF.password }),
})
const { token } = (await login.json()) as { token: string }
const snapshot = (await (await fetch(`${base}/cms-api/snapshot`)).json()) as {
  wines: { id: string; slug: string; name: string; countries: string[] }[]
}
const wine = snapshot.wines.find((w) => w.countries.includes('US'))!

async function publishName(name: string) {
  const res = await fetch(`${base}/cms-api/wines/${wine.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ name, _status: 'published' }),
  })
  if (!res.ok) throw new Error(`publish answered ${res.status}`)
}

/** Until the wine's page shows `name` and no other bench name (the original name is part of each bench name). */
async function waitFor(name: string, t0: number): Promise<number> {
  while (Date.now() - t0 < 120_000) {
    const html = await (await fetch(`${base}/explore/${wine.slug}`, { headers: { cookie: gate } })).text()
    const others = [...html.matchAll(/\(bench \d+\)/g)].some((m) => !name.endsWith(m[0]))
    if (html.includes(`<h1`) && html.includes(name) && !others) return Date.now() - t0
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error('not live after 120 s')
}

const times: number[] = []
for (let i = 0; i < runs; i++) {
  const name = `${wine.name} (bench ${i})`
  const t0 = Date.now()
  await publishName(name)
  times.push(await waitFor(name, t0))
  await publishName(wine.name)
  await waitFor(wine.name, Date.now())
}
times.sort((a, b) => a - b)
const median = times[Math.floor(runs / 2)]
console.log(
  `publish-to-live, a wine's name edited, over ${runs} runs: median ${median} ms, min ${times[0]} ms, max ${times.at(-1)} ms`,
)

// The reference: a full build of the same content, into a folder of its own (the server is idle now).
const work = mkdtempSync(path.join(tmpdir(), 'wc-bench-publish-'))
try {
  const snapshotFile = path.join(work, 'snapshot.json')
  writeFileSync(snapshotFile, await (await fetch(`${base}/cms-api/snapshot`)).text())
  const full = await buildSite({
    root: process.cwd(),
    site: new SiteStore(path.join(work, 'site')),
    snapshotFile,
    full: true,
  })
  console.log(
    `full build of the same content: ${full.ms} ms, ${full.rendered} pages rendered; the publish takes ${(median / full.ms).toFixed(2)}x of it`,
  )
} finally {
  rmSync(work, { recursive: true, force: true })
}
