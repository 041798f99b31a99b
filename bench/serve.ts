/**
 * Static serving against nginx, same bytes, same run (docs/decisions.md, Close to the limit). nginx serves the live build's very
 * files (its gzip and brotli copies too, with gzip_static and brotli_static); the Node server serves
 * the same pages through its router, with a visitor's cookies. wrk, 1 thread, 32 connections.
 *
 *   apt-get install nginx libnginx-mod-http-brotli-static wrk      # once
 *   BENCH_URL=http://localhost:3100 DATA_DIR=.data/e2e npx tsx bench/serve.ts
 *
 * Prints req/s for each page with and without Accept-Encoding, and the ratio Node / nginx, against
 * both nginx configurations below; and, as the ceiling, a bare Node server sending the same files
 * (bench/bareNode.mjs).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { GATE } from '../tests/helpers/cookies'

const BASE = (process.env.BENCH_URL ?? 'http://localhost:3100').replace(/\/$/, '')
const SITE = realpathSync(path.resolve(process.env.DATA_DIR ?? '.data/e2e', 'site/current'))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const NGINX_PORT = Number(process.env.NGINX_PORT ?? 3380)
const BARE_PORT = NGINX_PORT + 1
const COOKIE = `${GATE}; popupShow=false; popupLocationShow=false; popShow=false; geolocation=true`

const manifest = JSON.parse(readFileSync(path.join(SITE, 'site-manifest.json'), 'utf8')) as {
  wines?: Record<string, string[]>
}
const slug = manifest.wines?.us?.[0] ?? 'norte-grande-reserva'
/** Each page as the visitor asks for it, and the file the router answers it with (en, US). */
const PAGES = [
  { name: '/', url: '/', file: '/en/index.html' },
  { name: '/explore', url: '/explore', file: '/en/us/explore/index.html' },
  { name: 'a hub', url: `/explore/${slug}`, file: `/en/wine/${slug}/index.html` },
]

/**
 * Two references: nginx as Debian installs it (a worker per core, an access log, gzip made per
 * request), which is what the figures in docs/decisions.md, Close to the limit, were measured against; and nginx at its best for this
 * (one worker like our one Node process, no log, the build's brotli and gzip copies, open files cached).
 */
function nginxConf(dir: string, tuned: boolean) {
  const conf = `
load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;
worker_processes ${tuned ? 1 : 'auto'};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  ${tuned ? 'access_log off;' : `access_log ${dir}/access.log;`}
  sendfile on;
  tcp_nopush on;
  ${tuned ? 'open_file_cache max=1000;' : ''}
  types { text/html html; }
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  ${tuned ? 'gzip_static on; brotli_static on;' : 'gzip on;'}
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${SITE};
  }
}`
  writeFileSync(path.join(dir, 'nginx.conf'), conf)
  return path.join(dir, 'nginx.conf')
}

function wrk(url: string, headers: Record<string, string>): number {
  const args = [
    '-t1',
    '-c32',
    `-d${SECONDS}s`,
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    url,
  ]
  const out = spawnSync('wrk', args, { encoding: 'utf8' })
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out.stdout)?.[1]
  if (!rps || /Non-2xx/.test(out.stdout)) throw new Error(`wrk ${url}: ${out.stdout}${out.stderr}`)
  return Number(rps)
}

async function main() {
  const probe = await fetch(`${BASE}/explore`, { headers: { cookie: COOKIE } }).catch(() => null)
  if (!probe?.ok) throw new Error(`No server at ${BASE}: start one first (bench/README.md)`)
  const rows: string[] = []
  // The same files from a Node process with nothing else in it, once per page and encoding.
  const bare = spawn(process.execPath, [path.join(import.meta.dirname, 'bareNode.mjs'), SITE, String(BARE_PORT)], {
    stdio: 'inherit',
  })
  const ceiling = new Map<string, number>()
  try {
    await new Promise((r) => setTimeout(r, 500))
    for (const encoding of ['br', null] as const)
      for (const p of PAGES) {
        const url = `http://127.0.0.1:${BARE_PORT}${p.file}`
        const enc: Record<string, string> = encoding ? { 'Accept-Encoding': 'gzip, deflate, br' } : {}
        wrk(url, enc)
        ceiling.set(`${p.name} ${encoding}`, wrk(url, enc))
      }
  } finally {
    bare.kill()
  }
  for (const tuned of [false, true]) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'))
    const nginx = spawn('nginx', ['-c', nginxConf(dir, tuned), '-p', dir], { stdio: 'inherit' })
    await new Promise((r) => setTimeout(r, 500))
    try {
      for (const encoding of ['br', null] as const) {
        const enc: Record<string, string> = encoding ? { 'Accept-Encoding': 'gzip, deflate, br' } : {}
        for (const p of PAGES) {
          // Same bytes: the answer of each is checked once before the run.
          const [a, b] = await Promise.all([
            fetch(BASE + p.url, { headers: { cookie: COOKIE } }).then((r) => r.text()),
            fetch(`http://127.0.0.1:${NGINX_PORT}${p.file}`).then((r) => r.text()),
          ])
          if (a !== b) throw new Error(`${p.name}: nginx and Node answer different pages`)
          wrk(`http://127.0.0.1:${NGINX_PORT}${p.file}`, enc) // warm up
          const ref = wrk(`http://127.0.0.1:${NGINX_PORT}${p.file}`, enc)
          wrk(BASE + p.url, { ...enc, Cookie: COOKIE })
          const node = wrk(BASE + p.url, { ...enc, Cookie: COOKIE })
          const top = ceiling.get(`${p.name} ${encoding}`)!
          const row = `| ${tuned ? 'tuned' : 'Debian defaults'} | ${p.name} | ${encoding ? 'br' : 'none'} | ${Math.round(node)} | ${Math.round(ref)} | ${(node / ref).toFixed(2)}x | ${Math.round(top)} (${(top / ref).toFixed(2)}x) |`
          console.error(row)
          rows.push(row)
        }
      }
    } finally {
      nginx.kill('SIGQUIT')
      await new Promise((r) => setTimeout(r, 300))
    }
  }
  console.log('| nginx | page | encoding | Node req/s | nginx req/s | ratio | bare Node req/s (ratio) |')
  console.log('|---|---|---|---:|---:|---:|---:|')
  for (const r of rows) console.log(r)
}

await main()
