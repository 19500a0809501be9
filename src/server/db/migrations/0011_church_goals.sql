CREATE TABLE "church_goal_milestones" (
	"goal_id" integer NOT NULL,
	"metric" text NOT NULL,
	"percent" smallint NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"announced" boolean DEFAULT true NOT NULL,
	CONSTRAINT "church_goal_milestones_goal_id_metric_percent_pk" PRIMARY KEY("goal_id","metric","percent")
);
--> statement-breakpoint
CREATE TABLE "church_goal_totals" (
	"goal_id" integer NOT NULL,
	"shard" smallint NOT NULL,
	"chapters" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "church_goal_totals_goal_id_shard_pk" PRIMARY KEY("goal_id","shard"),
	CONSTRAINT "church_goal_totals_not_negative" CHECK ("church_goal_totals"."chapters" >= 0 and "church_goal_totals"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "church_goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"target_chapters" integer,
	"target_minutes" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"set_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "church_goals_target" CHECK (("church_goals"."target_chapters" is not null or "church_goals"."target_minutes" is not null)
          and coalesce("church_goals"."target_chapters", 1) > 0 and coalesce("church_goals"."target_minutes", 1) > 0),
	CONSTRAINT "church_goals_window" CHECK ("church_goals"."end_date" >= "church_goals"."start_date")
);
--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "church_goal_milestones" ADD CONSTRAINT "church_goal_milestones_goal_id_church_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."church_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_goal_totals" ADD CONSTRAINT "church_goal_totals_goal_id_church_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."church_goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_goals" ADD CONSTRAINT "church_goals_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_goals" ADD CONSTRAINT "church_goals_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "church_goals_current_idx" ON "church_goals" USING btree ("church_id") WHERE "church_goals"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "church_goals_church_idx" ON "church_goals" USING btree ("church_id","id" DESC NULLS LAST);