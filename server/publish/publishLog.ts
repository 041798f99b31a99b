/**
 * The publish log: one row of `site_publishes` per rebuild (cms/migrations/..._publish_log.ts), so
 * that staff see in the admin when a change is live, how long it took and why a build failed
 * (cms/publishes/endpoint.ts reads it). Written by the publishing instance; a failure to write is
 * logged and never stops a publish.
 */
import pg from 'pg'
import { logLine, type LineLog } from '../../cms/lib/log'

type PublishStatus = 'building' | 'live' | 'unchanged' | 'failed' | 'sent'
/** How a publish ends. */
export type Finished = Exclude<PublishStatus, 'building'>

export type PublishStart = { reason: string; docs: string[]; people: string[]; requestedAt: number }

/** What the publisher records through (PublishLog, or a stand-in in tests). */
export type PublishHistory = Pick<PublishLog, 'start' | 'finish'> & Partial<Pick<PublishLog, 'unfinished'>>

export class PublishLog {
  private pool: pg.Pool

  constructor(
    databaseUrl: string,
    private log: LineLog = logLine,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 2 })
    this.pool.on('error', (err) => this.log(`[publish] log connection: ${err.message}`, 'warn'))
  }

  /** A new publish, building; its id, or null when it could not be written. */
  async start(p: PublishStart): Promise<number | null> {
    try {
      const res = await this.pool.query<{ id: string }>(
        `insert into site_publishes (reason, docs, people, status, requested_at) values ($1, $2, $3, 'building', to_timestamp($4 / 1000.0)) returning id`,
        [p.reason.slice(0, 2000), p.docs.slice(0, 200), p.people.slice(0, 20), p.requestedAt],
      )
      return Number(res.rows[0].id)
    } catch (err) {
      this.log(`[publish] could not log the publish: ${(err as Error).message}`, 'warn')
      return null
    }
  }

  async finish(id: number | null, status: Finished, o: { buildMs?: number; error?: string } = {}): Promise<void> {
    if (id === null) return
    await this.pool
      .query(`update site_publishes set status = $2, finished_at = now(), build_ms = $3, error = $4 where id = $1`, [
        id,
        status,
        o.buildMs ?? null,
        o.error?.slice(0, 4000) ?? null,
      ])
      .catch((err: Error) => this.log(`[publish] could not log the publish: ${err.message}`, 'warn'))
  }

  /**
   * The publishes still building: asked by a new publisher only, so these are ones the publisher before
   * it left (stopped mid-build, or died); the new publisher's first check finishes them.
   */
  async unfinished(): Promise<number[]> {
    const res = await this.pool.query<{ id: string }>(`select id from site_publishes where status = 'building'`)
    return res.rows.map((r) => Number(r.id))
  }

  close(): Promise<void> {
    return this.pool.end()
  }
}

/** The documents a publish's reasons name ("wines:UUID", "global:settings", "news:ID unpublished"), without repeats. */
export function docsOf(reasons: string[]): string[] {
  return [
    ...new Set(
      reasons.map((r) => r.replace(/ (deleted|unpublished)$/, '')).filter((r) => /^[a-z-]+:[A-Za-z0-9-]+$/.test(r)),
    ),
  ]
}
