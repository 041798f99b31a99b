import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "wines" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_wines_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "discovers" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_discovers_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "enjoys" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_enjoys_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "shops" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_shops_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "vendors" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_vendors_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "promotions" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_promotions_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "local_promotions" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_local_promotions_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "clubs" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_clubs_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "popups" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_popups_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  ALTER TABLE "other_popups" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "_other_popups_v" ADD COLUMN "version_deleted_at" timestamp(3) with time zone;
  CREATE INDEX "wines_deleted_at_idx" ON "wines" USING btree ("deleted_at");
  CREATE INDEX "_wines_v_version_version_deleted_at_idx" ON "_wines_v" USING btree ("version_deleted_at");
  CREATE INDEX "discovers_deleted_at_idx" ON "discovers" USING btree ("deleted_at");
  CREATE INDEX "_discovers_v_version_version_deleted_at_idx" ON "_discovers_v" USING btree ("version_deleted_at");
  CREATE INDEX "enjoys_deleted_at_idx" ON "enjoys" USING btree ("deleted_at");
  CREATE INDEX "_enjoys_v_version_version_deleted_at_idx" ON "_enjoys_v" USING btree ("version_deleted_at");
  CREATE INDEX "shops_deleted_at_idx" ON "shops" USING btree ("deleted_at");
  CREATE INDEX "_shops_v_version_version_deleted_at_idx" ON "_shops_v" USING btree ("version_deleted_at");
  CREATE INDEX "vendors_deleted_at_idx" ON "vendors" USING btree ("deleted_at");
  CREATE INDEX "_vendors_v_version_version_deleted_at_idx" ON "_vendors_v" USING btree ("version_deleted_at");
  CREATE INDEX "promotions_deleted_at_idx" ON "promotions" USING btree ("deleted_at");
  CREATE INDEX "_promotions_v_version_version_deleted_at_idx" ON "_promotions_v" USING btree ("version_deleted_at");
  CREATE INDEX "local_promotions_deleted_at_idx" ON "local_promotions" USING btree ("deleted_at");
  CREATE INDEX "_local_promotions_v_version_version_deleted_at_idx" ON "_local_promotions_v" USING btree ("version_deleted_at");
  CREATE INDEX "clubs_deleted_at_idx" ON "clubs" USING btree ("deleted_at");
  CREATE INDEX "_clubs_v_version_version_deleted_at_idx" ON "_clubs_v" USING btree ("version_deleted_at");
  CREATE INDEX "popups_deleted_at_idx" ON "popups" USING btree ("deleted_at");
  CREATE INDEX "_popups_v_version_version_deleted_at_idx" ON "_popups_v" USING btree ("version_deleted_at");
  CREATE INDEX "other_popups_deleted_at_idx" ON "other_popups" USING btree ("deleted_at");
  CREATE INDEX "_other_popups_v_version_version_deleted_at_idx" ON "_other_popups_v" USING btree ("version_deleted_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "wines_deleted_at_idx";
  DROP INDEX "_wines_v_version_version_deleted_at_idx";
  DROP INDEX "discovers_deleted_at_idx";
  DROP INDEX "_discovers_v_version_version_deleted_at_idx";
  DROP INDEX "enjoys_deleted_at_idx";
  DROP INDEX "_enjoys_v_version_version_deleted_at_idx";
  DROP INDEX "shops_deleted_at_idx";
  DROP INDEX "_shops_v_version_version_deleted_at_idx";
  DROP INDEX "vendors_deleted_at_idx";
  DROP INDEX "_vendors_v_version_version_deleted_at_idx";
  DROP INDEX "promotions_deleted_at_idx";
  DROP INDEX "_promotions_v_version_version_deleted_at_idx";
  DROP INDEX "local_promotions_deleted_at_idx";
  DROP INDEX "_local_promotions_v_version_version_deleted_at_idx";
  DROP INDEX "clubs_deleted_at_idx";
  DROP INDEX "_clubs_v_version_version_deleted_at_idx";
  DROP INDEX "popups_deleted_at_idx";
  DROP INDEX "_popups_v_version_version_deleted_at_idx";
  DROP INDEX "other_popups_deleted_at_idx";
  DROP INDEX "_other_popups_v_version_version_deleted_at_idx";
  ALTER TABLE "wines" DROP COLUMN "deleted_at";
  ALTER TABLE "_wines_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "discovers" DROP COLUMN "deleted_at";
  ALTER TABLE "_discovers_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "enjoys" DROP COLUMN "deleted_at";
  ALTER TABLE "_enjoys_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "shops" DROP COLUMN "deleted_at";
  ALTER TABLE "_shops_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "vendors" DROP COLUMN "deleted_at";
  ALTER TABLE "_vendors_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "promotions" DROP COLUMN "deleted_at";
  ALTER TABLE "_promotions_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "local_promotions" DROP COLUMN "deleted_at";
  ALTER TABLE "_local_promotions_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "clubs" DROP COLUMN "deleted_at";
  ALTER TABLE "_clubs_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "popups" DROP COLUMN "deleted_at";
  ALTER TABLE "_popups_v" DROP COLUMN "version_deleted_at";
  ALTER TABLE "other_popups" DROP COLUMN "deleted_at";
  ALTER TABLE "_other_popups_v" DROP COLUMN "version_deleted_at";`)
}
