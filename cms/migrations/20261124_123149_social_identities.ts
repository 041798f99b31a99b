import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "identities" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"member_id" uuid NOT NULL,
  	"provider" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "identities_id" uuid;
  ALTER TABLE "identities" ADD CONSTRAINT "identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action; -- hand-edited: a member's sign-ins go with the member
  CREATE INDEX "identities_member_idx" ON "identities" USING btree ("member_id");
  CREATE INDEX "identities_updated_at_idx" ON "identities" USING btree ("updated_at");
  CREATE INDEX "identities_created_at_idx" ON "identities" USING btree ("created_at");
  CREATE UNIQUE INDEX "provider_subject_idx" ON "identities" USING btree ("provider","subject");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_identities_fk" FOREIGN KEY ("identities_id") REFERENCES "public"."identities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_identities_id_idx" ON "payload_locked_documents_rels" USING btree ("identities_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "identities" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "identities" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_identities_fk";
  
  DROP INDEX "payload_locked_documents_rels_identities_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "identities_id";`)
}
