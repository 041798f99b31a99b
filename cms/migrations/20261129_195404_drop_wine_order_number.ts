/** Issue 44: the wines' order number goes; their `_order` key (the migration before) orders them. */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wines" DROP COLUMN "order";
  ALTER TABLE "_wines_v" DROP COLUMN "version_order";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wines" ADD COLUMN "order" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_order" numeric;
  UPDATE "wines" SET "order" = x.n FROM (
    SELECT "id", row_number() OVER (ORDER BY "_order", "name") - 1 AS n FROM "wines") x WHERE "wines"."id" = x."id";`)
}
