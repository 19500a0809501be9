CREATE TABLE "church_milestones" (
	"church_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"chapters" integer NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_milestones_church_id_period_start_chapters_pk" PRIMARY KEY("church_id","period_start","chapters")
);
--> statement-breakpoint
CREATE TABLE "entity_counts" (
	"kind" text PRIMARY KEY NOT NULL,
	"count" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "church_chapter_counts" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "church_chapter_counts" CASCADE;--> statement-breakpoint
DROP INDEX "notifications_user_idx";--> statement-breakpoint
DROP INDEX "prayer_requests_user_idx";--> statement-breakpoint
DROP INDEX "prayers_user_created_idx";--> statement-breakpoint
DROP INDEX "readings_user_created_idx";--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "period_start_date" date DEFAULT ((now() at time zone 'Etc/GMT+12')::date) NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "church_milestones" ADD CONSTRAINT "church_milestones_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "prayers_church_date_idx" ON "prayers" USING btree ("church_id","prayer_date");--> statement-breakpoint
CREATE INDEX "readings_church_date_idx" ON "readings" USING btree ("church_id","read_date");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prayer_requests_user_idx" ON "prayer_requests" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prayers_user_created_idx" ON "prayers" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "readings_user_created_idx" ON "readings" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "church_daily_totals" ADD CONSTRAINT "church_daily_totals_not_negative" CHECK ("church_daily_totals"."chapters" >= 0 and "church_daily_totals"."minutes" >= 0);--> statement-breakpoint
ALTER TABLE "global_daily_totals" ADD CONSTRAINT "global_daily_totals_not_negative" CHECK ("global_daily_totals"."chapters" >= 0 and "global_daily_totals"."minutes" >= 0);--> statement-breakpoint
ALTER TABLE "user_daily_totals" ADD CONSTRAINT "user_daily_totals_not_negative" CHECK ("user_daily_totals"."chapters" >= 0 and "user_daily_totals"."minutes" >= 0);