-- Custom SQL migration file, put your code below! --
-- Decision 037: the church account is the church, not a person. Until now church registration made the
-- registering person's own account out of the church's e-mail and password, and church login opened that
-- person's session. Every church now gets an account of its own; the people keep theirs and all their data.
--
-- 1. The global count of users counts people: a church account is not one.
CREATE FUNCTION "entity_counts_track_people"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "entity_counts" SET "count" = "count" + (SELECT count(*) FROM new_rows WHERE "church_account_of" IS NULL)
      WHERE "kind" = 'users';
  ELSE
    UPDATE "entity_counts" SET "count" = "count" - (SELECT count(*) FROM old_rows WHERE "church_account_of" IS NULL)
      WHERE "kind" = 'users';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "users_count_insert" ON "users";--> statement-breakpoint
DROP TRIGGER "users_count_delete" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_track_people"();--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "entity_counts_track_people"();--> statement-breakpoint
-- 2. A church handed over before this change kept the former administrator's address, so a church password
-- reset still reached them. The church's credentials go with the administration: its address becomes its
-- earliest current administrator's, and the reset links sent to the old address die.
WITH "moved" AS (
  SELECT c."id", (
      SELECT u."email" FROM "users" u
      WHERE u."church_id" = c."id" AND u."is_church_admin"
      ORDER BY u."created_at", u."id" LIMIT 1
    ) AS "email"
  FROM "churches" c
  WHERE NOT EXISTS (
    SELECT 1 FROM "users" u
    WHERE u."church_id" = c."id" AND u."is_church_admin" AND lower(u."email") = lower(c."email")
  )
), "movable" AS (
  SELECT m."id", m."email" FROM "moved" m
  WHERE m."email" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "churches" o WHERE lower(o."email") = lower(m."email") AND o."id" <> m."id")
), "dead_links" AS (
  DELETE FROM "password_reset_tokens" t USING "movable" m WHERE t."church_id" = m."id" RETURNING t."id"
)
UPDATE "churches" c SET "email" = m."email" FROM "movable" m WHERE c."id" = m."id";--> statement-breakpoint
-- 3. The church accounts: the church's name and address, no password of their own (Church Login checks
-- the church's), no membership, administrators of their church.
INSERT INTO "users" ("name", "email", "password_hash", "church_id", "church_account_of", "is_church_admin",
  "share_name_with_church", "hide_from_boards", "time_zone", "created_at")
SELECT c."name", c."email", '', NULL, c."id", true, false, true, coalesce(c."time_zone", 'UTC'), c."created_at" FROM "churches" c;--> statement-breakpoint
-- 4. A person whose password is still the church password (registration stored the same hash twice) no
-- longer signs in with it: members may know it. They reach their account with a reset link to their own
-- address (the user tab of Forgot Password).
UPDATE "users" u SET "password_hash" = '', "password_must_change" = false
FROM "churches" c
WHERE u."church_account_of" IS NULL AND u."password_hash" = c."password_hash";--> statement-breakpoint
-- 5. Church Login opened administrators' own sessions: end them all (they sign in again as themselves).
DELETE FROM "sessions" s USING "users" u
WHERE s."user_id" = u."id" AND u."is_church_admin" AND u."church_account_of" IS NULL;
