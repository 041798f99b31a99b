/** What bench/guard.ts measures, and which figures slid against the baseline (a pure function, tested). */

/** How much worse than the baseline a figure may be before the guard fails. */
export const SLIDE = 1.5

export type Figures = {
  /** Ours / a bare Node server on the same bytes, requests per second: higher is better. */
  serving: number
  /** GET /api/wines/US / Payload REST for the same wines, requests per second: higher is better. */
  api: number
  /** A quick publish's build / a full build of the same site, ms: lower is better. */
  publish: number
  /** Gzipped bytes per page type (HTML, CSS, JavaScript): lower is better. */
  pages: Record<string, number>
  /** The server's peak resident memory, MB (when the guard started it): lower is better. */
  peakRssMb?: number
  /** The quick publisher's peak resident memory, MB (server/publish/quickPublishWorker.ts, when the guard started the server): lower is better. */
  publisherRssMb?: number
}

/** The figures more than SLIDE times worse than the baseline's, each as a sentence. */
export function slides(now: Figures, base: Figures): string[] {
  const out: string[] = []
  const worse = (what: string, ratio: number, said: string) => {
    if (ratio > SLIDE) out.push(`${what}: ${said} (${ratio.toFixed(2)}x worse than the baseline)`)
  }
  const x = (n: number) => `${n.toFixed(2)}x`
  worse('serving', base.serving / now.serving, `${x(now.serving)} a bare Node server, was ${x(base.serving)}`)
  worse('the API', base.api / now.api, `${x(now.api)} Payload REST, was ${x(base.api)}`)
  worse('publishing', now.publish / base.publish, `${x(now.publish)} a full build, was ${x(base.publish)}`)
  for (const [type, bytes] of Object.entries(now.pages))
    if (base.pages[type])
      worse(`page weight of ${type}`, bytes / base.pages[type], `${bytes} bytes, was ${base.pages[type]}`)
  if (now.peakRssMb && base.peakRssMb)
    worse('memory', now.peakRssMb / base.peakRssMb, `peak ${now.peakRssMb} MB, was ${base.peakRssMb} MB`)
  if (now.publisherRssMb && base.publisherRssMb)
    worse(
      "the quick publisher's memory",
      now.publisherRssMb / base.publisherRssMb,
      `peak ${now.publisherRssMb} MB, was ${base.publisherRssMb} MB`,
    )
  return out
}
