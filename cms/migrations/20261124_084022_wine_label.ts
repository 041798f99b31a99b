import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wines_label_ingredients_category" AS ENUM('acidity-regulator', 'preservative', 'antioxidant', 'stabiliser', 'packaging-gas', 'clarifying-agent');
  CREATE TYPE "public"."enum_wines_label_negligible" AS ENUM('fat', 'saturates', 'protein', 'salt');
  CREATE TYPE "public"."enum__wines_v_version_label_ingredients_category" AS ENUM('acidity-regulator', 'preservative', 'antioxidant', 'stabiliser', 'packaging-gas', 'clarifying-agent');
  CREATE TYPE "public"."enum__wines_v_version_label_negligible" AS ENUM('fat', 'saturates', 'protein', 'salt');
  CREATE TABLE "wines_label_ingredients" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"category" "enum_wines_label_ingredients_category",
  	"allergen" boolean DEFAULT false
  );
  
  CREATE TABLE "wines_label_ingredients_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "wines_label_negligible" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum_wines_label_negligible",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  CREATE TABLE "_wines_v_version_label_ingredients" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"category" "enum__wines_v_version_label_ingredients_category",
  	"allergen" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_wines_v_version_label_ingredients_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" uuid NOT NULL
  );
  
  CREATE TABLE "_wines_v_version_label_negligible" (
  	"order" integer NOT NULL,
  	"parent_id" uuid NOT NULL,
  	"value" "enum__wines_v_version_label_negligible",
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL
  );
  
  ALTER TABLE "wines" ADD COLUMN "label_alcohol" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_bottle_ml" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_energy_kj" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_energy_kcal" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_fat" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_saturates" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_carbohydrate" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_sugars" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_protein" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_salt" numeric;
  ALTER TABLE "wines" ADD COLUMN "label_producer" varchar;
  ALTER TABLE "wines" ADD COLUMN "label_bottler" varchar;
  ALTER TABLE "wines_locales" ADD COLUMN "label_packaging" varchar;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_alcohol" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_bottle_ml" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_energy_kj" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_energy_kcal" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_fat" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_saturates" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_carbohydrate" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_sugars" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_protein" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_salt" numeric;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_producer" varchar;
  ALTER TABLE "_wines_v" ADD COLUMN "version_label_bottler" varchar;
  ALTER TABLE "_wines_v_locales" ADD COLUMN "version_label_packaging" varchar;
  ALTER TABLE "wines_label_ingredients" ADD CONSTRAINT "wines_label_ingredients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines_label_ingredients_locales" ADD CONSTRAINT "wines_label_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wines_label_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wines_label_negligible" ADD CONSTRAINT "wines_label_negligible_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_label_ingredients" ADD CONSTRAINT "_wines_v_version_label_ingredients_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_wines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_label_ingredients_locales" ADD CONSTRAINT "_wines_v_version_label_ingredients_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_wines_v_version_label_ingredients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wines_v_version_label_negligible" ADD CONSTRAINT "_wines_v_version_label_negligible_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_wines_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "wines_label_ingredients_order_idx" ON "wines_label_ingredients" USING btree ("_order");
  CREATE INDEX "wines_label_ingredients_parent_id_idx" ON "wines_label_ingredients" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "wines_label_ingredients_locales_locale_parent_id_unique" ON "wines_label_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "wines_label_negligible_order_idx" ON "wines_label_negligible" USING btree ("order");
  CREATE INDEX "wines_label_negligible_parent_idx" ON "wines_label_negligible" USING btree ("parent_id");
  CREATE INDEX "_wines_v_version_label_ingredients_order_idx" ON "_wines_v_version_label_ingredients" USING btree ("_order");
  CREATE INDEX "_wines_v_version_label_ingredients_parent_id_idx" ON "_wines_v_version_label_ingredients" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_wines_v_version_label_ingredients_locales_locale_parent_id_" ON "_wines_v_version_label_ingredients_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_wines_v_version_label_negligible_order_idx" ON "_wines_v_version_label_negligible" USING btree ("order");
  CREATE INDEX "_wines_v_version_label_negligible_parent_idx" ON "_wines_v_version_label_negligible" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "wines_label_ingredients" CASCADE;
  DROP TABLE "wines_label_ingredients_locales" CASCADE;
  DROP TABLE "wines_label_negligible" CASCADE;
  DROP TABLE "_wines_v_version_label_ingredients" CASCADE;
  DROP TABLE "_wines_v_version_label_ingredients_locales" CASCADE;
  DROP TABLE "_wines_v_version_label_negligible" CASCADE;
  ALTER TABLE "wines" DROP COLUMN "label_alcohol";
  ALTER TABLE "wines" DROP COLUMN "label_bottle_ml";
  ALTER TABLE "wines" DROP COLUMN "label_energy_kj";
  ALTER TABLE "wines" DROP COLUMN "label_energy_kcal";
  ALTER TABLE "wines" DROP COLUMN "label_fat";
  ALTER TABLE "wines" DROP COLUMN "label_saturates";
  ALTER TABLE "wines" DROP COLUMN "label_carbohydrate";
  ALTER TABLE "wines" DROP COLUMN "label_sugars";
  ALTER TABLE "wines" DROP COLUMN "label_protein";
  ALTER TABLE "wines" DROP COLUMN "label_salt";
  ALTER TABLE "wines" DROP COLUMN "label_producer";
  ALTER TABLE "wines" DROP COLUMN "label_bottler";
  ALTER TABLE "wines_locales" DROP COLUMN "label_packaging";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_alcohol";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_bottle_ml";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_energy_kj";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_energy_kcal";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_fat";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_saturates";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_carbohydrate";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_sugars";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_protein";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_salt";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_producer";
  ALTER TABLE "_wines_v" DROP COLUMN "version_label_bottler";
  ALTER TABLE "_wines_v_locales" DROP COLUMN "version_label_packaging";
  DROP TYPE "public"."enum_wines_label_ingredients_category";
  DROP TYPE "public"."enum_wines_label_negligible";
  DROP TYPE "public"."enum__wines_v_version_label_ingredients_category";
  DROP TYPE "public"."enum__wines_v_version_label_negligible";`)
}
