ALTER TABLE "churches" ADD COLUMN "public_slug" text;--> statement-breakpoint
ALTER TABLE "churches" ADD COLUMN "public_page" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "churches_public_slug_idx" ON "churches" USING btree ("public_slug");