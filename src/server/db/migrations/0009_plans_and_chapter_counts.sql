CREATE TABLE "plan_enrollments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"built_in_plan" text,
	"plan_id" integer,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reading_days" smallint[] NOT NULL,
	"paused_on" date,
	"undo_end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_enrollments_one_plan" CHECK (("plan_enrollments"."built_in_plan" is null) <> ("plan_enrollments"."plan_id" is null))
);
--> statement-breakpoint
CREATE TABLE "plan_items" (
	"enrollment_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"day" date NOT NULL,
	"undo_day" date,
	"reading_id" bigint,
	CONSTRAINT "plan_items_enrollment_id_position_pk" PRIMARY KEY("enrollment_id","position")
);
--> statement-breakpoint
CREATE TABLE "reading_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"days" jsonb NOT NULL,
	"chapters" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_chapter_counts" (
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_chapter_counts_user_id_year_book_chapter_pk" PRIMARY KEY("user_id","year","book","chapter"),
	CONSTRAINT "user_chapter_counts_not_negative" CHECK ("user_chapter_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "plan_enrollments" ADD CONSTRAINT "plan_enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_enrollments" ADD CONSTRAINT "plan_enrollments_plan_id_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_enrollment_id_plan_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."plan_enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_plans" ADD CONSTRAINT "reading_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_chapter_counts" ADD CONSTRAINT "user_chapter_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_enrollments_user_idx" ON "plan_enrollments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "plan_items_chapter_idx" ON "plan_items" USING btree ("enrollment_id","book","chapter");--> statement-breakpoint
CREATE INDEX "plan_items_reading_idx" ON "plan_items" USING btree ("reading_id") WHERE "plan_items"."reading_id" is not null;--> statement-breakpoint
CREATE INDEX "reading_plans_user_idx" ON "reading_plans" USING btree ("user_id","id");--> statement-breakpoint
-- An existing database's readings, counted per person: all time under year 0, and per year of the date.
INSERT INTO "user_chapter_counts" ("user_id", "year", "book", "chapter", "count")
SELECT "user_id", 0, "book", "chapter", count(*) FROM "readings" GROUP BY "user_id", "book", "chapter"
UNION ALL
SELECT "user_id", extract(year from "read_date")::smallint, "book", "chapter", count(*)
FROM "readings" GROUP BY "user_id", extract(year from "read_date"), "book", "chapter";
