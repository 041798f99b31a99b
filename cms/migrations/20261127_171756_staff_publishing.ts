import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" uuid NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "wines" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_wines_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_wines_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "discovers" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_discovers_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_discovers_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "enjoys" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_enjoys_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_enjoys_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "shops" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_shops_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_shops_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "vendors" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_vendors_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_vendors_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "promotions" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_promotions_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_promotions_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "local_promotions" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_local_promotions_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_local_promotions_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "clubs" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_clubs_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_clubs_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "popups" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_popups_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_popups_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "other_popups" ADD COLUMN "edited_by_id" uuid;
  ALTER TABLE "_other_popups_v" ADD COLUMN "version_edited_by_id" uuid;
  ALTER TABLE "_other_popups_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "wines" ADD CONSTRAINT "wines_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_wines_v" ADD CONSTRAINT "_wines_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "discovers" ADD CONSTRAINT "discovers_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_discovers_v" ADD CONSTRAINT "_discovers_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enjoys" ADD CONSTRAINT "enjoys_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_enjoys_v" ADD CONSTRAINT "_enjoys_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shops" ADD CONSTRAINT "shops_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_shops_v" ADD CONSTRAINT "_shops_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vendors" ADD CONSTRAINT "vendors_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vendors_v" ADD CONSTRAINT "_vendors_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotions" ADD CONSTRAINT "promotions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_promotions_v" ADD CONSTRAINT "_promotions_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "local_promotions" ADD CONSTRAINT "local_promotions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_local_promotions_v" ADD CONSTRAINT "_local_promotions_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "clubs" ADD CONSTRAINT "clubs_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_clubs_v" ADD CONSTRAINT "_clubs_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "popups" ADD CONSTRAINT "popups_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "other_popups" ADD CONSTRAINT "other_popups_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_other_popups_v" ADD CONSTRAINT "_other_popups_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "wines_edited_by_idx" ON "wines" USING btree ("edited_by_id");
  CREATE INDEX "_wines_v_version_version_edited_by_idx" ON "_wines_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_wines_v_autosave_idx" ON "_wines_v" USING btree ("autosave");
  CREATE INDEX "discovers_edited_by_idx" ON "discovers" USING btree ("edited_by_id");
  CREATE INDEX "_discovers_v_version_version_edited_by_idx" ON "_discovers_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_discovers_v_autosave_idx" ON "_discovers_v" USING btree ("autosave");
  CREATE INDEX "enjoys_edited_by_idx" ON "enjoys" USING btree ("edited_by_id");
  CREATE INDEX "_enjoys_v_version_version_edited_by_idx" ON "_enjoys_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_enjoys_v_autosave_idx" ON "_enjoys_v" USING btree ("autosave");
  CREATE INDEX "shops_edited_by_idx" ON "shops" USING btree ("edited_by_id");
  CREATE INDEX "_shops_v_version_version_edited_by_idx" ON "_shops_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_shops_v_autosave_idx" ON "_shops_v" USING btree ("autosave");
  CREATE INDEX "vendors_edited_by_idx" ON "vendors" USING btree ("edited_by_id");
  CREATE INDEX "_vendors_v_version_version_edited_by_idx" ON "_vendors_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_vendors_v_autosave_idx" ON "_vendors_v" USING btree ("autosave");
  CREATE INDEX "promotions_edited_by_idx" ON "promotions" USING btree ("edited_by_id");
  CREATE INDEX "_promotions_v_version_version_edited_by_idx" ON "_promotions_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_promotions_v_autosave_idx" ON "_promotions_v" USING btree ("autosave");
  CREATE INDEX "local_promotions_edited_by_idx" ON "local_promotions" USING btree ("edited_by_id");
  CREATE INDEX "_local_promotions_v_version_version_edited_by_idx" ON "_local_promotions_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_local_promotions_v_autosave_idx" ON "_local_promotions_v" USING btree ("autosave");
  CREATE INDEX "clubs_edited_by_idx" ON "clubs" USING btree ("edited_by_id");
  CREATE INDEX "_clubs_v_version_version_edited_by_idx" ON "_clubs_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_clubs_v_autosave_idx" ON "_clubs_v" USING btree ("autosave");
  CREATE INDEX "popups_edited_by_idx" ON "popups" USING btree ("edited_by_id");
  CREATE INDEX "_popups_v_version_version_edited_by_idx" ON "_popups_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_popups_v_autosave_idx" ON "_popups_v" USING btree ("autosave");
  CREATE INDEX "other_popups_edited_by_idx" ON "other_popups" USING btree ("edited_by_id");
  CREATE INDEX "_other_popups_v_version_version_edited_by_idx" ON "_other_popups_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_other_popups_v_autosave_idx" ON "_other_popups_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "wines" DROP CONSTRAINT "wines_edited_by_id_users_id_fk";
  
  ALTER TABLE "_wines_v" DROP CONSTRAINT "_wines_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "discovers" DROP CONSTRAINT "discovers_edited_by_id_users_id_fk";
  
  ALTER TABLE "_discovers_v" DROP CONSTRAINT "_discovers_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "enjoys" DROP CONSTRAINT "enjoys_edited_by_id_users_id_fk";
  
  ALTER TABLE "_enjoys_v" DROP CONSTRAINT "_enjoys_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "shops" DROP CONSTRAINT "shops_edited_by_id_users_id_fk";
  
  ALTER TABLE "_shops_v" DROP CONSTRAINT "_shops_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "vendors" DROP CONSTRAINT "vendors_edited_by_id_users_id_fk";
  
  ALTER TABLE "_vendors_v" DROP CONSTRAINT "_vendors_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "promotions" DROP CONSTRAINT "promotions_edited_by_id_users_id_fk";
  
  ALTER TABLE "_promotions_v" DROP CONSTRAINT "_promotions_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "local_promotions" DROP CONSTRAINT "local_promotions_edited_by_id_users_id_fk";
  
  ALTER TABLE "_local_promotions_v" DROP CONSTRAINT "_local_promotions_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "clubs" DROP CONSTRAINT "clubs_edited_by_id_users_id_fk";
  
  ALTER TABLE "_clubs_v" DROP CONSTRAINT "_clubs_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "popups" DROP CONSTRAINT "popups_edited_by_id_users_id_fk";
  
  ALTER TABLE "_popups_v" DROP CONSTRAINT "_popups_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "other_popups" DROP CONSTRAINT "other_popups_edited_by_id_users_id_fk";
  
  ALTER TABLE "_other_popups_v" DROP CONSTRAINT "_other_popups_v_version_edited_by_id_users_id_fk";
  
  DROP INDEX "wines_edited_by_idx";
  DROP INDEX "_wines_v_version_version_edited_by_idx";
  DROP INDEX "_wines_v_autosave_idx";
  DROP INDEX "discovers_edited_by_idx";
  DROP INDEX "_discovers_v_version_version_edited_by_idx";
  DROP INDEX "_discovers_v_autosave_idx";
  DROP INDEX "enjoys_edited_by_idx";
  DROP INDEX "_enjoys_v_version_version_edited_by_idx";
  DROP INDEX "_enjoys_v_autosave_idx";
  DROP INDEX "shops_edited_by_idx";
  DROP INDEX "_shops_v_version_version_edited_by_idx";
  DROP INDEX "_shops_v_autosave_idx";
  DROP INDEX "vendors_edited_by_idx";
  DROP INDEX "_vendors_v_version_version_edited_by_idx";
  DROP INDEX "_vendors_v_autosave_idx";
  DROP INDEX "promotions_edited_by_idx";
  DROP INDEX "_promotions_v_version_version_edited_by_idx";
  DROP INDEX "_promotions_v_autosave_idx";
  DROP INDEX "local_promotions_edited_by_idx";
  DROP INDEX "_local_promotions_v_version_version_edited_by_idx";
  DROP INDEX "_local_promotions_v_autosave_idx";
  DROP INDEX "clubs_edited_by_idx";
  DROP INDEX "_clubs_v_version_version_edited_by_idx";
  DROP INDEX "_clubs_v_autosave_idx";
  DROP INDEX "popups_edited_by_idx";
  DROP INDEX "_popups_v_version_version_edited_by_idx";
  DROP INDEX "_popups_v_autosave_idx";
  DROP INDEX "other_popups_edited_by_idx";
  DROP INDEX "_other_popups_v_version_version_edited_by_idx";
  DROP INDEX "_other_popups_v_autosave_idx";
  ALTER TABLE "wines" DROP COLUMN "edited_by_id";
  ALTER TABLE "_wines_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_wines_v" DROP COLUMN "autosave";
  ALTER TABLE "discovers" DROP COLUMN "edited_by_id";
  ALTER TABLE "_discovers_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_discovers_v" DROP COLUMN "autosave";
  ALTER TABLE "enjoys" DROP COLUMN "edited_by_id";
  ALTER TABLE "_enjoys_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_enjoys_v" DROP COLUMN "autosave";
  ALTER TABLE "shops" DROP COLUMN "edited_by_id";
  ALTER TABLE "_shops_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_shops_v" DROP COLUMN "autosave";
  ALTER TABLE "vendors" DROP COLUMN "edited_by_id";
  ALTER TABLE "_vendors_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_vendors_v" DROP COLUMN "autosave";
  ALTER TABLE "promotions" DROP COLUMN "edited_by_id";
  ALTER TABLE "_promotions_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_promotions_v" DROP COLUMN "autosave";
  ALTER TABLE "local_promotions" DROP COLUMN "edited_by_id";
  ALTER TABLE "_local_promotions_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_local_promotions_v" DROP COLUMN "autosave";
  ALTER TABLE "clubs" DROP COLUMN "edited_by_id";
  ALTER TABLE "_clubs_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_clubs_v" DROP COLUMN "autosave";
  ALTER TABLE "popups" DROP COLUMN "edited_by_id";
  ALTER TABLE "_popups_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_popups_v" DROP COLUMN "autosave";
  ALTER TABLE "other_popups" DROP COLUMN "edited_by_id";
  ALTER TABLE "_other_popups_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_other_popups_v" DROP COLUMN "autosave";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
