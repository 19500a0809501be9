CREATE TABLE "church_chapter_counts" (
	"church_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"book" smallint NOT NULL,
	"chapter" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "church_chapter_counts_church_id_period_start_book_chapter_pk" PRIMARY KEY("church_id","period_start","book","chapter"),
	CONSTRAINT "church_chapter_counts_not_negative" CHECK ("church_chapter_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "church_chapter_counts" ADD CONSTRAINT "church_chapter_counts_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "church_chapter_counts_top_idx" ON "church_chapter_counts" USING btree ("church_id","period_start","count" DESC NULLS LAST,"book","chapter");