-- Usernames are unique by username_key (docs/sso.md, "Usernames"). The translate() strings are a
-- snapshot of LOOKALIKE_FROM / LOOKALIKE_TO in lib/domain/username.ts (test/api/usernames.test.ts checks).
ALTER TABLE "sso_users" ADD COLUMN "username_key" text GENERATED ALWAYS AS (translate(lower(normalize("username", NFKC)), 'авеёкмнорстухіјѕԁԛԝαβεικνορτυχ', 'abeekmhopctyxijsdqwabeikvoptux')) STORED;--> statement-breakpoint
-- Existing names that share a key: the first (by id) keeps its name, every later one becomes <name>-<id>.
UPDATE "sso_users" AS u SET "username" = u."username" || '-' || u."id"
WHERE EXISTS (SELECT 1 FROM "sso_users" AS o WHERE o."username_key" = u."username_key" AND o."id" < u."id");--> statement-breakpoint
CREATE UNIQUE INDEX "sso_users_username_key_unique" ON "sso_users" USING btree ("username_key");