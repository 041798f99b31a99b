import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "tag_manager_id" varchar;
  ALTER TABLE "_settings_v" ADD COLUMN "version_tag_manager_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "tag_manager_id";
  ALTER TABLE "_settings_v" DROP COLUMN "version_tag_manager_id";`)
}
