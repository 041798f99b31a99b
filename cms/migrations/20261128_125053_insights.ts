import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The Insights view's daily aggregates (cms/insights/rollup.ts): tables of ours, not Payload
 * collections, written by the rollup and the scan counter and read by the view; they hold no person.
 * Tracking records learn whether the browser had opened the app before.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tracking_records" ADD COLUMN "returning_visitor" boolean DEFAULT false;
   CREATE TABLE "insights_visits" (
  	"day" date NOT NULL,
  	"country" varchar(2) DEFAULT '' NOT NULL,
  	"locale" varchar(16) DEFAULT '' NOT NULL,
  	"returning_visitor" boolean NOT NULL,
  	"sessions" integer NOT NULL,
  	PRIMARY KEY ("day", "country", "locale", "returning_visitor")
  );
   CREATE TABLE "insights_asked_languages" (
  	"day" date NOT NULL,
  	"country" varchar(2) DEFAULT '' NOT NULL,
  	"language" varchar(8) NOT NULL,
  	"sessions" integer NOT NULL,
  	PRIMARY KEY ("day", "country", "language")
  );
   CREATE TABLE "insights_scans" (
  	"day" date NOT NULL,
  	"wine_slug" varchar(200) NOT NULL,
  	"kind" varchar(8) NOT NULL,
  	"scans" integer NOT NULL,
  	PRIMARY KEY ("day", "wine_slug", "kind")
  );
   CREATE TABLE "insights_palates" (
  	"country" varchar(2) DEFAULT '' NOT NULL,
  	"axis" varchar(16) NOT NULL,
  	"bin" smallint NOT NULL,
  	"members" integer NOT NULL,
  	PRIMARY KEY ("country", "axis", "bin")
  );
   CREATE TABLE "insights_best_match" (
  	"country" varchar(2) DEFAULT '' NOT NULL,
  	"wine_id" uuid NOT NULL,
  	"members" integer NOT NULL,
  	PRIMARY KEY ("country", "wine_id")
  );
   CREATE TABLE "insights_state" (
  	"id" integer PRIMARY KEY NOT NULL,
  	"rolled_up_at" timestamp(3) with time zone
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "insights_state";
   DROP TABLE "insights_best_match";
   DROP TABLE "insights_palates";
   DROP TABLE "insights_scans";
   DROP TABLE "insights_asked_languages";
   DROP TABLE "insights_visits";
   ALTER TABLE "tracking_records" DROP COLUMN "returning_visitor";`)
}
