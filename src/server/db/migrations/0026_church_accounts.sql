CREATE TABLE "confirmation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"sent_to" text NOT NULL,
	"code_hash" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "admin_claim_hash" text;--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "admin_claim_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "church_account_of" integer;--> statement-breakpoint
ALTER TABLE "confirmation_codes" ADD CONSTRAINT "confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmation_codes_user_idx" ON "confirmation_codes" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_church_account_of_churches_id_fk" FOREIGN KEY ("church_account_of") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email")) WHERE "users"."church_account_of" is null;--> statement-breakpoint
ALTER TABLE "churches" ADD CONSTRAINT "churches_admin_claim_hash_unique" UNIQUE("admin_claim_hash");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_church_account_of_unique" UNIQUE("church_account_of");