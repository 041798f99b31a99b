/**
 * Issue 44: staff drag the wines into the carousel's order (Payload's orderable: an `_order` key per
 * wine). Each wine gets its key in the order the old number gave (then the name), and every version
 * its wine's key, so the list shows the carousel at once; the number goes in the next migration.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { generateNKeysBetween } from 'payload/shared'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wines" ALTER COLUMN "order" DROP DEFAULT;
  ALTER TABLE "_wines_v" ALTER COLUMN "version_order" DROP DEFAULT;
  ALTER TABLE "wines" ADD COLUMN "_order" varchar;
  ALTER TABLE "_wines_v" ADD COLUMN "version__order" varchar;
  CREATE INDEX "wines__order_idx" ON "wines" USING btree ("_order");
  CREATE INDEX "_wines_v_version_version__order_idx" ON "_wines_v" USING btree ("version__order");`)
  const wines = await db.execute(sql`SELECT "id" FROM "wines" ORDER BY "order", "name"`)
  const keys = generateNKeysBetween(null, null, wines.rows.length)
  for (const [i, row] of wines.rows.entries())
    await db.execute(sql`UPDATE "wines" SET "_order" = ${keys[i]} WHERE "id" = ${row.id}`)
  await db.execute(
    sql`UPDATE "_wines_v" v SET "version__order" = w."_order" FROM "wines" w WHERE v."parent_id" = w."id"`,
  )
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "wines__order_idx";
  DROP INDEX "_wines_v_version_version__order_idx";
  ALTER TABLE "wines" ALTER COLUMN "order" SET DEFAULT 0;
  ALTER TABLE "_wines_v" ALTER COLUMN "version_order" SET DEFAULT 0;
  ALTER TABLE "wines" DROP COLUMN "_order";
  ALTER TABLE "_wines_v" DROP COLUMN "version__order";`)
}
