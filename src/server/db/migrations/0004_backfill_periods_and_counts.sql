-- Custom SQL migration file, put your code below! --
-- Existing churches: their current period started at registration (the calendar date then in UTC-12, as
-- for new churches).
UPDATE "churches" SET "period_start_date" = ("created_at" AT TIME ZONE 'Etc/GMT+12')::date;--> statement-breakpoint
-- Global statistics read the number of users and churches from one row each; statement triggers keep
-- them exact for every path that adds or removes rows (registration, deletion, cascades, bulk seeding).
INSERT INTO "entity_counts" ("kind", "count")
SELECT 'users', count(*) FROM "users"
UNION ALL SELECT 'churches', count(*) FROM "churches";--> statement-breakpoint
CREATE FUNCTION "entity_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "entity_counts" SET "count" = "count" + (SELECT count(*) FROM new_rows) WHERE "kind" = TG_ARGV[0];
  ELSE
    UPDATE "entity_counts" SET "count" = "count" - (SELECT count(*) FROM old_rows) WHERE "kind" = TG_ARGV[0];
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_track"('users');--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_track"('users');--> statement-breakpoint
CREATE TRIGGER "churches_count_insert" AFTER INSERT ON "churches" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_track"('churches');--> statement-breakpoint
CREATE TRIGGER "churches_count_delete" AFTER DELETE ON "churches" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_track"('churches');
