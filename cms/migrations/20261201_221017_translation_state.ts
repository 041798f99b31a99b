import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Translation status (cms/translations): on each localized document the languages where a text is
 * missing or out of date (what the admin's lists filter by), the settings' publishing rule, and beside
 * the documents the state table (per document and locale: the sources each translation was made from,
 * the texts missing and out of date). Content made before is worked out by scripts/prepare-content.ts
 * once this has run (cms/translations/rebuild.ts): a migration's transaction cannot run Payload's reads.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "translation_state" (
    "doc" text NOT NULL,
    "locale" varchar(16) NOT NULL,
    "sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
    "missing" text[] DEFAULT '{}' NOT NULL,
    "outdated" text[] DEFAULT '{}' NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("doc", "locale")
  );`)
  await db.execute(sql`
   CREATE TYPE "public"."enum_wines_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_wines_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__wines_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__wines_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_discovers_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_discovers_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__discovers_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__discovers_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_enjoys_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_enjoys_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__enjoys_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__enjoys_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_shops_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_shops_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__shops_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__shops_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_vendors_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_vendors_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__vendors_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__vendors_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_promotions_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_promotions_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__promotions_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__promotions_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_local_promotions_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_local_promotions_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__local_promotions_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__local_promotions_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_clubs_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_clubs_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__clubs_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__clubs_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_popups_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_popups_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__popups_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__popups_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_other_popups_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_other_popups_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__other_popups_v_version_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum__other_popups_v_version_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_media_missing_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_media_out_of_date_in" AS ENUM('ja', 'es', 'nl', 'fr', 'da', 'de', 'pt', 'ko', 'zh', 'zh-Hant');
  CREATE TYPE "public"."enum_settings_translation_rule" AS ENUM('fallback', 'hold');
  CREATE TYPE "public"."enum__settings_v_version_translation_rule" AS ENUM('fallback', 'hold');
  CREATE TABLE "wines_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_wines_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "wines_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_wines_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_wines_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__wines_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_wines_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__wines_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "discovers_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_discovers_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "discovers_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_discovers_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_discovers_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__discovers_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_discovers_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__discovers_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "enjoys_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_enjoys_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "enjoys_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_enjoys_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_enjoys_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__enjoys_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_enjoys_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__enjoys_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "shops_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_shops_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "shops_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_shops_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_shops_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__shops_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_shops_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__shops_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "vendors_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_vendors_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "vendors_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_vendors_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_vendors_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__vendors_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_vendors_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__vendors_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "promotions_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_promotions_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "promotions_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_promotions_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_promotions_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__promotions_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_promotions_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__promotions_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "local_promotions_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_local_promotions_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "local_promotions_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_local_promotions_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_local_promotions_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__local_promotions_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_local_promotions_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__local_promotions_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "clubs_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_clubs_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "clubs_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_clubs_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_clubs_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__clubs_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_clubs_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__clubs_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "popups_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_popups_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "popups_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_popups_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__popups_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__popups_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "other_popups_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_other_popups_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "other_popups_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_other_popups_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_other_popups_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__other_popups_v_version_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_other_popups_v_version_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__other_popups_v_version_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "media_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_media_missing_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "media_out_of_date_in" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_media_out_of_date_in",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  ALTER TABLE "settings" ADD COLUMN "translation_rule" "enum_settings_translation_rule" DEFAULT 'fallback';
  ALTER TABLE "_settings_v" ADD COLUMN "version_translation_rule" "enum__settings_v_version_translation_rule" DEFAULT 'fallback';
  ALTER TABLE "wines_missing_in" ADD CONSTRAINT "wines_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines_out_of_date_in" ADD CONSTRAINT "wines_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_missing_in" ADD CONSTRAINT "_wines_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_wines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_out_of_date_in" ADD CONSTRAINT "_wines_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_wines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discovers_missing_in" ADD CONSTRAINT "discovers_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "discovers_out_of_date_in" ADD CONSTRAINT "discovers_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."discovers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_discovers_v_version_missing_in" ADD CONSTRAINT "_discovers_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_discovers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_discovers_v_version_out_of_date_in" ADD CONSTRAINT "_discovers_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_discovers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enjoys_missing_in" ADD CONSTRAINT "enjoys_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."enjoys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enjoys_out_of_date_in" ADD CONSTRAINT "enjoys_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."enjoys"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_enjoys_v_version_missing_in" ADD CONSTRAINT "_enjoys_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_enjoys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_enjoys_v_version_out_of_date_in" ADD CONSTRAINT "_enjoys_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_enjoys_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shops_missing_in" ADD CONSTRAINT "shops_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shops_out_of_date_in" ADD CONSTRAINT "shops_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shops_v_version_missing_in" ADD CONSTRAINT "_shops_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_shops_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_shops_v_version_out_of_date_in" ADD CONSTRAINT "_shops_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_shops_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendors_missing_in" ADD CONSTRAINT "vendors_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vendors_out_of_date_in" ADD CONSTRAINT "vendors_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vendors_v_version_missing_in" ADD CONSTRAINT "_vendors_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vendors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vendors_v_version_out_of_date_in" ADD CONSTRAINT "_vendors_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vendors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_missing_in" ADD CONSTRAINT "promotions_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotions_out_of_date_in" ADD CONSTRAINT "promotions_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_version_missing_in" ADD CONSTRAINT "_promotions_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_promotions_v_version_out_of_date_in" ADD CONSTRAINT "_promotions_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "local_promotions_missing_in" ADD CONSTRAINT "local_promotions_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."local_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "local_promotions_out_of_date_in" ADD CONSTRAINT "local_promotions_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."local_promotions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_local_promotions_v_version_missing_in" ADD CONSTRAINT "_local_promotions_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_local_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_local_promotions_v_version_out_of_date_in" ADD CONSTRAINT "_local_promotions_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_local_promotions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clubs_missing_in" ADD CONSTRAINT "clubs_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clubs_out_of_date_in" ADD CONSTRAINT "clubs_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clubs_v_version_missing_in" ADD CONSTRAINT "_clubs_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clubs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_clubs_v_version_out_of_date_in" ADD CONSTRAINT "_clubs_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_clubs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_missing_in" ADD CONSTRAINT "popups_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_out_of_date_in" ADD CONSTRAINT "popups_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_missing_in" ADD CONSTRAINT "_popups_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_out_of_date_in" ADD CONSTRAINT "_popups_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_popups_missing_in" ADD CONSTRAINT "other_popups_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_popups_out_of_date_in" ADD CONSTRAINT "other_popups_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_popups_v_version_missing_in" ADD CONSTRAINT "_other_popups_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_other_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_popups_v_version_out_of_date_in" ADD CONSTRAINT "_other_popups_v_version_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_other_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_missing_in" ADD CONSTRAINT "media_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_out_of_date_in" ADD CONSTRAINT "media_out_of_date_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "wines_missing_in_order_idx" ON "wines_missing_in" USING btree ("order");
  CREATE INDEX "wines_missing_in_parent_idx" ON "wines_missing_in" USING btree ("parent_id");
  CREATE INDEX "wines_out_of_date_in_order_idx" ON "wines_out_of_date_in" USING btree ("order");
  CREATE INDEX "wines_out_of_date_in_parent_idx" ON "wines_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_wines_v_version_missing_in_order_idx" ON "_wines_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_wines_v_version_missing_in_parent_idx" ON "_wines_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_wines_v_version_out_of_date_in_order_idx" ON "_wines_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_wines_v_version_out_of_date_in_parent_idx" ON "_wines_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "discovers_missing_in_order_idx" ON "discovers_missing_in" USING btree ("order");
  CREATE INDEX "discovers_missing_in_parent_idx" ON "discovers_missing_in" USING btree ("parent_id");
  CREATE INDEX "discovers_out_of_date_in_order_idx" ON "discovers_out_of_date_in" USING btree ("order");
  CREATE INDEX "discovers_out_of_date_in_parent_idx" ON "discovers_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_discovers_v_version_missing_in_order_idx" ON "_discovers_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_discovers_v_version_missing_in_parent_idx" ON "_discovers_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_discovers_v_version_out_of_date_in_order_idx" ON "_discovers_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_discovers_v_version_out_of_date_in_parent_idx" ON "_discovers_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "enjoys_missing_in_order_idx" ON "enjoys_missing_in" USING btree ("order");
  CREATE INDEX "enjoys_missing_in_parent_idx" ON "enjoys_missing_in" USING btree ("parent_id");
  CREATE INDEX "enjoys_out_of_date_in_order_idx" ON "enjoys_out_of_date_in" USING btree ("order");
  CREATE INDEX "enjoys_out_of_date_in_parent_idx" ON "enjoys_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_enjoys_v_version_missing_in_order_idx" ON "_enjoys_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_enjoys_v_version_missing_in_parent_idx" ON "_enjoys_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_enjoys_v_version_out_of_date_in_order_idx" ON "_enjoys_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_enjoys_v_version_out_of_date_in_parent_idx" ON "_enjoys_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "shops_missing_in_order_idx" ON "shops_missing_in" USING btree ("order");
  CREATE INDEX "shops_missing_in_parent_idx" ON "shops_missing_in" USING btree ("parent_id");
  CREATE INDEX "shops_out_of_date_in_order_idx" ON "shops_out_of_date_in" USING btree ("order");
  CREATE INDEX "shops_out_of_date_in_parent_idx" ON "shops_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_shops_v_version_missing_in_order_idx" ON "_shops_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_shops_v_version_missing_in_parent_idx" ON "_shops_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_shops_v_version_out_of_date_in_order_idx" ON "_shops_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_shops_v_version_out_of_date_in_parent_idx" ON "_shops_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "vendors_missing_in_order_idx" ON "vendors_missing_in" USING btree ("order");
  CREATE INDEX "vendors_missing_in_parent_idx" ON "vendors_missing_in" USING btree ("parent_id");
  CREATE INDEX "vendors_out_of_date_in_order_idx" ON "vendors_out_of_date_in" USING btree ("order");
  CREATE INDEX "vendors_out_of_date_in_parent_idx" ON "vendors_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_vendors_v_version_missing_in_order_idx" ON "_vendors_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_vendors_v_version_missing_in_parent_idx" ON "_vendors_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_vendors_v_version_out_of_date_in_order_idx" ON "_vendors_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_vendors_v_version_out_of_date_in_parent_idx" ON "_vendors_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "promotions_missing_in_order_idx" ON "promotions_missing_in" USING btree ("order");
  CREATE INDEX "promotions_missing_in_parent_idx" ON "promotions_missing_in" USING btree ("parent_id");
  CREATE INDEX "promotions_out_of_date_in_order_idx" ON "promotions_out_of_date_in" USING btree ("order");
  CREATE INDEX "promotions_out_of_date_in_parent_idx" ON "promotions_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_missing_in_order_idx" ON "_promotions_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_promotions_v_version_missing_in_parent_idx" ON "_promotions_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_promotions_v_version_out_of_date_in_order_idx" ON "_promotions_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_promotions_v_version_out_of_date_in_parent_idx" ON "_promotions_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "local_promotions_missing_in_order_idx" ON "local_promotions_missing_in" USING btree ("order");
  CREATE INDEX "local_promotions_missing_in_parent_idx" ON "local_promotions_missing_in" USING btree ("parent_id");
  CREATE INDEX "local_promotions_out_of_date_in_order_idx" ON "local_promotions_out_of_date_in" USING btree ("order");
  CREATE INDEX "local_promotions_out_of_date_in_parent_idx" ON "local_promotions_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_local_promotions_v_version_missing_in_order_idx" ON "_local_promotions_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_local_promotions_v_version_missing_in_parent_idx" ON "_local_promotions_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_local_promotions_v_version_out_of_date_in_order_idx" ON "_local_promotions_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_local_promotions_v_version_out_of_date_in_parent_idx" ON "_local_promotions_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "clubs_missing_in_order_idx" ON "clubs_missing_in" USING btree ("order");
  CREATE INDEX "clubs_missing_in_parent_idx" ON "clubs_missing_in" USING btree ("parent_id");
  CREATE INDEX "clubs_out_of_date_in_order_idx" ON "clubs_out_of_date_in" USING btree ("order");
  CREATE INDEX "clubs_out_of_date_in_parent_idx" ON "clubs_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_clubs_v_version_missing_in_order_idx" ON "_clubs_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_clubs_v_version_missing_in_parent_idx" ON "_clubs_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_clubs_v_version_out_of_date_in_order_idx" ON "_clubs_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_clubs_v_version_out_of_date_in_parent_idx" ON "_clubs_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "popups_missing_in_order_idx" ON "popups_missing_in" USING btree ("order");
  CREATE INDEX "popups_missing_in_parent_idx" ON "popups_missing_in" USING btree ("parent_id");
  CREATE INDEX "popups_out_of_date_in_order_idx" ON "popups_out_of_date_in" USING btree ("order");
  CREATE INDEX "popups_out_of_date_in_parent_idx" ON "popups_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_missing_in_order_idx" ON "_popups_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_popups_v_version_missing_in_parent_idx" ON "_popups_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_out_of_date_in_order_idx" ON "_popups_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_popups_v_version_out_of_date_in_parent_idx" ON "_popups_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "other_popups_missing_in_order_idx" ON "other_popups_missing_in" USING btree ("order");
  CREATE INDEX "other_popups_missing_in_parent_idx" ON "other_popups_missing_in" USING btree ("parent_id");
  CREATE INDEX "other_popups_out_of_date_in_order_idx" ON "other_popups_out_of_date_in" USING btree ("order");
  CREATE INDEX "other_popups_out_of_date_in_parent_idx" ON "other_popups_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "_other_popups_v_version_missing_in_order_idx" ON "_other_popups_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_other_popups_v_version_missing_in_parent_idx" ON "_other_popups_v_version_missing_in" USING btree ("parent_id");
  CREATE INDEX "_other_popups_v_version_out_of_date_in_order_idx" ON "_other_popups_v_version_out_of_date_in" USING btree ("order");
  CREATE INDEX "_other_popups_v_version_out_of_date_in_parent_idx" ON "_other_popups_v_version_out_of_date_in" USING btree ("parent_id");
  CREATE INDEX "media_missing_in_order_idx" ON "media_missing_in" USING btree ("order");
  CREATE INDEX "media_missing_in_parent_idx" ON "media_missing_in" USING btree ("parent_id");
  CREATE INDEX "media_out_of_date_in_order_idx" ON "media_out_of_date_in" USING btree ("order");
  CREATE INDEX "media_out_of_date_in_parent_idx" ON "media_out_of_date_in" USING btree ("parent_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "translation_state";`)
  await db.execute(sql`
   DROP TABLE "wines_missing_in" CASCADE;
  DROP TABLE "wines_out_of_date_in" CASCADE;
  DROP TABLE "_wines_v_version_missing_in" CASCADE;
  DROP TABLE "_wines_v_version_out_of_date_in" CASCADE;
  DROP TABLE "discovers_missing_in" CASCADE;
  DROP TABLE "discovers_out_of_date_in" CASCADE;
  DROP TABLE "_discovers_v_version_missing_in" CASCADE;
  DROP TABLE "_discovers_v_version_out_of_date_in" CASCADE;
  DROP TABLE "enjoys_missing_in" CASCADE;
  DROP TABLE "enjoys_out_of_date_in" CASCADE;
  DROP TABLE "_enjoys_v_version_missing_in" CASCADE;
  DROP TABLE "_enjoys_v_version_out_of_date_in" CASCADE;
  DROP TABLE "shops_missing_in" CASCADE;
  DROP TABLE "shops_out_of_date_in" CASCADE;
  DROP TABLE "_shops_v_version_missing_in" CASCADE;
  DROP TABLE "_shops_v_version_out_of_date_in" CASCADE;
  DROP TABLE "vendors_missing_in" CASCADE;
  DROP TABLE "vendors_out_of_date_in" CASCADE;
  DROP TABLE "_vendors_v_version_missing_in" CASCADE;
  DROP TABLE "_vendors_v_version_out_of_date_in" CASCADE;
  DROP TABLE "promotions_missing_in" CASCADE;
  DROP TABLE "promotions_out_of_date_in" CASCADE;
  DROP TABLE "_promotions_v_version_missing_in" CASCADE;
  DROP TABLE "_promotions_v_version_out_of_date_in" CASCADE;
  DROP TABLE "local_promotions_missing_in" CASCADE;
  DROP TABLE "local_promotions_out_of_date_in" CASCADE;
  DROP TABLE "_local_promotions_v_version_missing_in" CASCADE;
  DROP TABLE "_local_promotions_v_version_out_of_date_in" CASCADE;
  DROP TABLE "clubs_missing_in" CASCADE;
  DROP TABLE "clubs_out_of_date_in" CASCADE;
  DROP TABLE "_clubs_v_version_missing_in" CASCADE;
  DROP TABLE "_clubs_v_version_out_of_date_in" CASCADE;
  DROP TABLE "popups_missing_in" CASCADE;
  DROP TABLE "popups_out_of_date_in" CASCADE;
  DROP TABLE "_popups_v_version_missing_in" CASCADE;
  DROP TABLE "_popups_v_version_out_of_date_in" CASCADE;
  DROP TABLE "other_popups_missing_in" CASCADE;
  DROP TABLE "other_popups_out_of_date_in" CASCADE;
  DROP TABLE "_other_popups_v_version_missing_in" CASCADE;
  DROP TABLE "_other_popups_v_version_out_of_date_in" CASCADE;
  DROP TABLE "media_missing_in" CASCADE;
  DROP TABLE "media_out_of_date_in" CASCADE;
  ALTER TABLE "settings" DROP COLUMN "translation_rule";
  ALTER TABLE "_settings_v" DROP COLUMN "version_translation_rule";
  DROP TYPE "public"."enum_wines_missing_in";
  DROP TYPE "public"."enum_wines_out_of_date_in";
  DROP TYPE "public"."enum__wines_v_version_missing_in";
  DROP TYPE "public"."enum__wines_v_version_out_of_date_in";
  DROP TYPE "public"."enum_discovers_missing_in";
  DROP TYPE "public"."enum_discovers_out_of_date_in";
  DROP TYPE "public"."enum__discovers_v_version_missing_in";
  DROP TYPE "public"."enum__discovers_v_version_out_of_date_in";
  DROP TYPE "public"."enum_enjoys_missing_in";
  DROP TYPE "public"."enum_enjoys_out_of_date_in";
  DROP TYPE "public"."enum__enjoys_v_version_missing_in";
  DROP TYPE "public"."enum__enjoys_v_version_out_of_date_in";
  DROP TYPE "public"."enum_shops_missing_in";
  DROP TYPE "public"."enum_shops_out_of_date_in";
  DROP TYPE "public"."enum__shops_v_version_missing_in";
  DROP TYPE "public"."enum__shops_v_version_out_of_date_in";
  DROP TYPE "public"."enum_vendors_missing_in";
  DROP TYPE "public"."enum_vendors_out_of_date_in";
  DROP TYPE "public"."enum__vendors_v_version_missing_in";
  DROP TYPE "public"."enum__vendors_v_version_out_of_date_in";
  DROP TYPE "public"."enum_promotions_missing_in";
  DROP TYPE "public"."enum_promotions_out_of_date_in";
  DROP TYPE "public"."enum__promotions_v_version_missing_in";
  DROP TYPE "public"."enum__promotions_v_version_out_of_date_in";
  DROP TYPE "public"."enum_local_promotions_missing_in";
  DROP TYPE "public"."enum_local_promotions_out_of_date_in";
  DROP TYPE "public"."enum__local_promotions_v_version_missing_in";
  DROP TYPE "public"."enum__local_promotions_v_version_out_of_date_in";
  DROP TYPE "public"."enum_clubs_missing_in";
  DROP TYPE "public"."enum_clubs_out_of_date_in";
  DROP TYPE "public"."enum__clubs_v_version_missing_in";
  DROP TYPE "public"."enum__clubs_v_version_out_of_date_in";
  DROP TYPE "public"."enum_popups_missing_in";
  DROP TYPE "public"."enum_popups_out_of_date_in";
  DROP TYPE "public"."enum__popups_v_version_missing_in";
  DROP TYPE "public"."enum__popups_v_version_out_of_date_in";
  DROP TYPE "public"."enum_other_popups_missing_in";
  DROP TYPE "public"."enum_other_popups_out_of_date_in";
  DROP TYPE "public"."enum__other_popups_v_version_missing_in";
  DROP TYPE "public"."enum__other_popups_v_version_out_of_date_in";
  DROP TYPE "public"."enum_media_missing_in";
  DROP TYPE "public"."enum_media_out_of_date_in";
  DROP TYPE "public"."enum_settings_translation_rule";
  DROP TYPE "public"."enum__settings_v_version_translation_rule";`)
}
