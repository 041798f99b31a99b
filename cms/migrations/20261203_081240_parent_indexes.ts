import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * An index on the parent for every table of localized texts and of many texts, the column each read
 * joins them on (cms/lib/parentIndexes.ts): without one, a document's read scanned every version's rows.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "wines_stories_locales_parent_id_idx" ON "wines_stories_locales" USING btree ("_parent_id");
  CREATE INDEX "wines_foods_locales_parent_id_idx" ON "wines_foods_locales" USING btree ("_parent_id");
  CREATE INDEX "wines_portfolio_locales_parent_id_idx" ON "wines_portfolio_locales" USING btree ("_parent_id");
  CREATE INDEX "wines_label_ingredients_locales_parent_id_idx" ON "wines_label_ingredients_locales" USING btree ("_parent_id");
  CREATE INDEX "wines_locales_parent_id_idx" ON "wines_locales" USING btree ("_parent_id");
  CREATE INDEX "_wines_v_version_stories_locales_parent_id_idx" ON "_wines_v_version_stories_locales" USING btree ("_parent_id");
  CREATE INDEX "_wines_v_version_foods_locales_parent_id_idx" ON "_wines_v_version_foods_locales" USING btree ("_parent_id");
  CREATE INDEX "_wines_v_version_portfolio_locales_parent_id_idx" ON "_wines_v_version_portfolio_locales" USING btree ("_parent_id");
  CREATE INDEX "_wines_v_version_label_ingredients_locales_parent_id_idx" ON "_wines_v_version_label_ingredients_locales" USING btree ("_parent_id");
  CREATE INDEX "_wines_v_locales_parent_id_idx" ON "_wines_v_locales" USING btree ("_parent_id");
  CREATE INDEX "discovers_locales_parent_id_idx" ON "discovers_locales" USING btree ("_parent_id");
  CREATE INDEX "_discovers_v_locales_parent_id_idx" ON "_discovers_v_locales" USING btree ("_parent_id");
  CREATE INDEX "enjoys_locales_parent_id_idx" ON "enjoys_locales" USING btree ("_parent_id");
  CREATE INDEX "_enjoys_v_locales_parent_id_idx" ON "_enjoys_v_locales" USING btree ("_parent_id");
  CREATE INDEX "shops_locales_parent_id_idx" ON "shops_locales" USING btree ("_parent_id");
  CREATE INDEX "_shops_v_locales_parent_id_idx" ON "_shops_v_locales" USING btree ("_parent_id");
  CREATE INDEX "vendors_locales_parent_id_idx" ON "vendors_locales" USING btree ("_parent_id");
  CREATE INDEX "vendors_texts_parent_id_idx" ON "vendors_texts" USING btree ("parent_id");
  CREATE INDEX "_vendors_v_locales_parent_id_idx" ON "_vendors_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_vendors_v_texts_parent_id_idx" ON "_vendors_v_texts" USING btree ("parent_id");
  CREATE INDEX "promotions_locales_parent_id_idx" ON "promotions_locales" USING btree ("_parent_id");
  CREATE INDEX "promotions_texts_parent_id_idx" ON "promotions_texts" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_locales_parent_id_idx" ON "_promotions_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_promotions_v_texts_parent_id_idx" ON "_promotions_v_texts" USING btree ("parent_id");
  CREATE INDEX "local_promotions_locales_parent_id_idx" ON "local_promotions_locales" USING btree ("_parent_id");
  CREATE INDEX "local_promotions_texts_parent_id_idx" ON "local_promotions_texts" USING btree ("parent_id");
  CREATE INDEX "_local_promotions_v_locales_parent_id_idx" ON "_local_promotions_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_local_promotions_v_texts_parent_id_idx" ON "_local_promotions_v_texts" USING btree ("parent_id");
  CREATE INDEX "clubs_locales_parent_id_idx" ON "clubs_locales" USING btree ("_parent_id");
  CREATE INDEX "_clubs_v_locales_parent_id_idx" ON "_clubs_v_locales" USING btree ("_parent_id");
  CREATE INDEX "popups_locales_parent_id_idx" ON "popups_locales" USING btree ("_parent_id");
  CREATE INDEX "_popups_v_locales_parent_id_idx" ON "_popups_v_locales" USING btree ("_parent_id");
  CREATE INDEX "other_popups_locales_parent_id_idx" ON "other_popups_locales" USING btree ("_parent_id");
  CREATE INDEX "other_popups_texts_parent_id_idx" ON "other_popups_texts" USING btree ("parent_id");
  CREATE INDEX "_other_popups_v_locales_parent_id_idx" ON "_other_popups_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_other_popups_v_texts_parent_id_idx" ON "_other_popups_v_texts" USING btree ("parent_id");
  CREATE INDEX "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "settings_locales_parent_id_idx" ON "settings_locales" USING btree ("_parent_id");
  CREATE INDEX "_settings_v_locales_parent_id_idx" ON "_settings_v_locales" USING btree ("_parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "wines_stories_locales_parent_id_idx";
  DROP INDEX "wines_foods_locales_parent_id_idx";
  DROP INDEX "wines_portfolio_locales_parent_id_idx";
  DROP INDEX "wines_label_ingredients_locales_parent_id_idx";
  DROP INDEX "wines_locales_parent_id_idx";
  DROP INDEX "_wines_v_version_stories_locales_parent_id_idx";
  DROP INDEX "_wines_v_version_foods_locales_parent_id_idx";
  DROP INDEX "_wines_v_version_portfolio_locales_parent_id_idx";
  DROP INDEX "_wines_v_version_label_ingredients_locales_parent_id_idx";
  DROP INDEX "_wines_v_locales_parent_id_idx";
  DROP INDEX "discovers_locales_parent_id_idx";
  DROP INDEX "_discovers_v_locales_parent_id_idx";
  DROP INDEX "enjoys_locales_parent_id_idx";
  DROP INDEX "_enjoys_v_locales_parent_id_idx";
  DROP INDEX "shops_locales_parent_id_idx";
  DROP INDEX "_shops_v_locales_parent_id_idx";
  DROP INDEX "vendors_locales_parent_id_idx";
  DROP INDEX "vendors_texts_parent_id_idx";
  DROP INDEX "_vendors_v_locales_parent_id_idx";
  DROP INDEX "_vendors_v_texts_parent_id_idx";
  DROP INDEX "promotions_locales_parent_id_idx";
  DROP INDEX "promotions_texts_parent_id_idx";
  DROP INDEX "_promotions_v_locales_parent_id_idx";
  DROP INDEX "_promotions_v_texts_parent_id_idx";
  DROP INDEX "local_promotions_locales_parent_id_idx";
  DROP INDEX "local_promotions_texts_parent_id_idx";
  DROP INDEX "_local_promotions_v_locales_parent_id_idx";
  DROP INDEX "_local_promotions_v_texts_parent_id_idx";
  DROP INDEX "clubs_locales_parent_id_idx";
  DROP INDEX "_clubs_v_locales_parent_id_idx";
  DROP INDEX "popups_locales_parent_id_idx";
  DROP INDEX "_popups_v_locales_parent_id_idx";
  DROP INDEX "other_popups_locales_parent_id_idx";
  DROP INDEX "other_popups_texts_parent_id_idx";
  DROP INDEX "_other_popups_v_locales_parent_id_idx";
  DROP INDEX "_other_popups_v_texts_parent_id_idx";
  DROP INDEX "media_locales_parent_id_idx";
  DROP INDEX "settings_locales_parent_id_idx";
  DROP INDEX "_settings_v_locales_parent_id_idx";`)
}
