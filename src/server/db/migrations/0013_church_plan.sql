CREATE TABLE "church_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"built_in_plan" text,
	"plan_id" integer,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "church_plans_one_plan" CHECK (("church_plans"."built_in_plan" is null) <> ("church_plans"."plan_id" is null))
);
--> statement-breakpoint
ALTER TABLE "reading_plans" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_enrollments" ADD COLUMN "church_plan_id" integer;--> statement-breakpoint
ALTER TABLE "reading_plans" ADD COLUMN "church_id" integer;--> statement-breakpoint
ALTER TABLE "church_plans" ADD CONSTRAINT "church_plans_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_plans" ADD CONSTRAINT "church_plans_plan_id_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_plans" ADD CONSTRAINT "church_plans_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "church_plans_church_idx" ON "church_plans" USING btree ("church_id");--> statement-breakpoint
ALTER TABLE "plan_enrollments" ADD CONSTRAINT "plan_enrollments_church_plan_id_church_plans_id_fk" FOREIGN KEY ("church_plan_id") REFERENCES "public"."church_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_plans" ADD CONSTRAINT "reading_plans_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_enrollments_church_plan_idx" ON "plan_enrollments" USING btree ("church_plan_id","user_id");