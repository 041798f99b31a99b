/**
 * Issue 44: QR scans counted per country too, so the Insights country filter applies to them (the
 * country the visitor chose, else their address's, else ''). Scans counted before have no country.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "insights_scans" ADD COLUMN "country" varchar(2) DEFAULT '' NOT NULL;
  ALTER TABLE "insights_scans" DROP CONSTRAINT "insights_scans_pkey";
  ALTER TABLE "insights_scans" ADD PRIMARY KEY ("day", "wine_slug", "kind", "country");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "insights_scans_by_wine" AS
    SELECT "day", "wine_slug", "kind", sum("scans")::integer AS "scans" FROM "insights_scans" GROUP BY 1, 2, 3;
  DELETE FROM "insights_scans";
  ALTER TABLE "insights_scans" DROP CONSTRAINT "insights_scans_pkey";
  ALTER TABLE "insights_scans" DROP COLUMN "country";
  ALTER TABLE "insights_scans" ADD PRIMARY KEY ("day", "wine_slug", "kind");
  INSERT INTO "insights_scans" SELECT * FROM "insights_scans_by_wine";
  DROP TABLE "insights_scans_by_wine";`)
}
