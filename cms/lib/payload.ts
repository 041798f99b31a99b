import { getPayload, type Payload } from 'payload'
import config from '../../payload.config'
import { migrations } from '../migrations'

/** Payload for scripts and tests: connected, with every committed migration applied. */
export async function getMigratedPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  // The generated migrations are typed for the Postgres adapter's arguments; migrate() runs them as they are.
  await payload.db.migrate({ migrations: migrations as never })
  return payload
}

/** True when nothing was ever seeded (no staff user and no wine). */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const [users, wines] = await Promise.all([
    payload.count({ collection: 'users' }),
    payload.count({ collection: 'wines' }),
  ])
  return users.totalDocs === 0 && wines.totalDocs === 0
}
