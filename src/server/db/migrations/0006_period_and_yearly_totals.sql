CREATE TABLE "church_period_totals" (
	"church_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"shard" smallint NOT NULL,
	"chapters" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "church_period_totals_church_id_period_start_shard_pk" PRIMARY KEY("church_id","period_start","shard"),
	CONSTRAINT "church_period_totals_not_negative" CHECK ("church_period_totals"."chapters" >= 0 and "church_period_totals"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "church_yearly_totals" (
	"church_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"shard" smallint NOT NULL,
	"chapters" integer DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "church_yearly_totals_church_id_year_shard_pk" PRIMARY KEY("church_id","year","shard"),
	CONSTRAINT "church_yearly_totals_not_negative" CHECK ("church_yearly_totals"."chapters" >= 0 and "church_yearly_totals"."minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "global_yearly_totals" (
	"year" smallint NOT NULL,
	"shard" smallint NOT NULL,
	"chapters" bigint DEFAULT 0 NOT NULL,
	"minutes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "global_yearly_totals_year_shard_pk" PRIMARY KEY("year","shard"),
	CONSTRAINT "global_yearly_totals_not_negative" CHECK ("global_yearly_totals"."chapters" >= 0 and "global_yearly_totals"."minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "church_period_totals" ADD CONSTRAINT "church_period_totals_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_yearly_totals" ADD CONSTRAINT "church_yearly_totals_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the daily rows, which hold every entry already written: the current period of each church,
-- and every year of each church and of everyone.
INSERT INTO "church_period_totals" ("church_id", "period_start", "shard", "chapters", "minutes")
SELECT d."church_id", c."period_start_date", d."shard", sum(d."chapters"), sum(d."minutes")
FROM "church_daily_totals" d JOIN "churches" c ON c."id" = d."church_id" AND d."day" >= c."period_start_date"
GROUP BY d."church_id", c."period_start_date", d."shard";--> statement-breakpoint
INSERT INTO "church_yearly_totals" ("church_id", "year", "shard", "chapters", "minutes")
SELECT "church_id", extract(year FROM "day")::smallint, "shard", sum("chapters"), sum("minutes")
FROM "church_daily_totals" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "global_yearly_totals" ("year", "shard", "chapters", "minutes")
SELECT extract(year FROM "day")::smallint, "shard", sum("chapters"), sum("minutes")
FROM "global_daily_totals" GROUP BY 1, 2;
