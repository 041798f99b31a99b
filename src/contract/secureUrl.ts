/** Plain http is accepted only towards this machine: trying production mode, `wrangler dev`, a local S3 server. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** https, or http to this machine. */
export const isHttpsOrLocal = (u: URL): boolean =>
  u.protocol === 'https:' || (u.protocol === 'http:' && LOOPBACK.has(u.hostname))
