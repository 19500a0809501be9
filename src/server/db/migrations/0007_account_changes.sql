CREATE TABLE "account_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"actor_user_id" integer,
	"church_id" integer,
	"email_changed" boolean NOT NULL,
	"password_changed" boolean NOT NULL,
	"previous_email" text NOT NULL,
	"new_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "account_changes_something_changed" CHECK ("account_changes"."email_changed" or "account_changes"."password_changed")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_must_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_changes" ADD CONSTRAINT "account_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_changes" ADD CONSTRAINT "account_changes_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_changes" ADD CONSTRAINT "account_changes_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_changes_user_idx" ON "account_changes" USING btree ("user_id");