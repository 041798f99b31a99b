import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "passports" ADD COLUMN "edit_times" jsonb;
  ALTER TABLE "passports" ADD COLUMN "write_keys" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "passports" DROP COLUMN "edit_times";
  ALTER TABLE "passports" DROP COLUMN "write_keys";`)
}
