/**
 * Payload's jobs queue, for scheduled publishing (cms/collections/publishing.ts): staff set a date to
 * publish or unpublish, Payload queues a job for it, and a runner looks every 10 seconds for jobs that
 * are due. Only the instance that publishes runs them (server/publish/cluster.ts: one per database, by a
 * PostgreSQL lock): Payload's runner claims jobs without a lock of its own, so two instances could
 * run one job twice. The job's update runs the collection's hooks, and so rebuilds the site.
 */
import type { Config } from 'payload'
import { publishesHere } from '../hooks/scheduleRebuild'

/** How often the publishing instance looks for due jobs (croner, with seconds). */
const JOBS_CRON = '*/10 * * * * *'

export const jobs: NonNullable<Config['jobs']> = {
  autoRun: [{ cron: JOBS_CRON, queue: 'default', limit: 20 }],
  shouldAutoRun: () => publishesHere(),
}
