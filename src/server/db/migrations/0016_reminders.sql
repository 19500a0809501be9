CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "reminder_schedule" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"local_day" date NOT NULL,
	CONSTRAINT "reminder_schedule_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"local_day" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_sends_user_id_kind_channel_local_day_pk" PRIMARY KEY("user_id","kind","channel","local_day")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_email" boolean DEFAULT false NOT NULL,
	"daily_push" boolean DEFAULT false NOT NULL,
	"daily_time" text DEFAULT '07:00' NOT NULL,
	"daily_days" smallint[] DEFAULT '{0,1,2,3,4,5,6}' NOT NULL,
	"behind_email" boolean DEFAULT false NOT NULL,
	"behind_push" boolean DEFAULT false NOT NULL,
	"behind_time" text DEFAULT '19:00' NOT NULL,
	"weekly_email" boolean DEFAULT false NOT NULL,
	"weekly_day" smallint DEFAULT 0 NOT NULL,
	"weekly_time" text DEFAULT '18:00' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_settings_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "server_secrets_name" CHECK ("server_secrets"."name" <> '')
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_schedule" ADD CONSTRAINT "reminder_schedule_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_schedule_due_idx" ON "reminder_schedule" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "reminder_sends_sent_idx" ON "reminder_sends" USING btree ("sent_at");