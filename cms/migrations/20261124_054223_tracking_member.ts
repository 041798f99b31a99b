import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tracking_records" ADD COLUMN "member_id" uuid;
  ALTER TABLE "tracking_records" ADD CONSTRAINT "tracking_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tracking_records_member_idx" ON "tracking_records" USING btree ("member_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tracking_records" DROP CONSTRAINT "tracking_records_member_id_members_id_fk";
  
  DROP INDEX "tracking_records_member_idx";
  ALTER TABLE "tracking_records" DROP COLUMN "member_id";`)
}
