// @ts-check
/**
 * The ceiling for bench/serve.ts: a Node http server with nothing else in it, answering each path
 * with that file of the build from memory (its .br copy when the request accepts brotli). What any
 * Node server can do on this machine; the product's server adds routing by cookies and shares its
 * process with Next and Payload.
 *   node bench/bareNode.mjs <site folder> <port>
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const [root, port] = process.argv.slice(2)
/** @type {Map<string, Buffer>} */
const files = new Map()
const file = (/** @type {string} */ name) => {
  let body = files.get(name)
  if (!body) files.set(name, (body = readFileSync(path.join(root, name))))
  return body
}
http
  .createServer((req, res) => {
    const br = String(req.headers['accept-encoding'] ?? '').includes('br')
    const body = file(`${req.url}${br ? '.br' : ''}`)
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      ...(br ? { 'content-encoding': 'br' } : {}),
    })
    res.end(body)
  })
  .listen(Number(port), '127.0.0.1')
