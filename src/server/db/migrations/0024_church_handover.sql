CREATE TABLE "church_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"church_id" integer NOT NULL,
	"offered_by" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "church_handovers_church_id_unique" UNIQUE("church_id"),
	CONSTRAINT "church_handovers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "church_handovers" ADD CONSTRAINT "church_handovers_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_handovers" ADD CONSTRAINT "church_handovers_offered_by_users_id_fk" FOREIGN KEY ("offered_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "church_handovers" ADD CONSTRAINT "church_handovers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "church_handovers_user_idx" ON "church_handovers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "church_handovers_offered_by_idx" ON "church_handovers" USING btree ("offered_by");