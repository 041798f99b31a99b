import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site's publish log (server/publishLog.ts): one row per rebuild, written by the publishing
 * instance, read by the admin (cms/publishes/endpoint.ts). A table of ours, not a Payload collection:
 * the publisher writes it outside Payload, and staff only read it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_publishes" (
  	"id" bigserial PRIMARY KEY NOT NULL,
  	"reason" text NOT NULL,
  	"docs" text[] DEFAULT '{}' NOT NULL,
  	"people" text[] DEFAULT '{}' NOT NULL,
  	"status" varchar NOT NULL,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"started_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"build_ms" integer,
  	"error" text
  );
  CREATE INDEX "site_publishes_started_at_idx" ON "site_publishes" USING btree ("started_at" DESC);
  CREATE INDEX "site_publishes_docs_idx" ON "site_publishes" USING gin ("docs");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "site_publishes";`)
}
