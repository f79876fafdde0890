CREATE TABLE "leaderboard_counts" (
	"board" integer NOT NULL,
	"level" smallint NOT NULL,
	"key" bigint NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "leaderboard_counts_board_level_key_pk" PRIMARY KEY("board","level","key"),
	CONSTRAINT "leaderboard_counts_members_nonnegative" CHECK ("leaderboard_counts"."members" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_members" (
	"collector_id" bigint PRIMARY KEY NOT NULL,
	"ranked" boolean NOT NULL,
	"total" bigint NOT NULL,
	"week" integer NOT NULL,
	"week_points" bigint NOT NULL,
	CONSTRAINT "leaderboard_members_points_nonnegative" CHECK ("leaderboard_members"."total" >= 0 and "leaderboard_members"."week_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leaderboard_moves" (
	"board" integer NOT NULL,
	"from_points" bigint NOT NULL,
	"to_points" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "leaderboard_settings_one_row" CHECK ("leaderboard_settings"."id")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_members" ADD CONSTRAINT "leaderboard_members_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_members_total_idx" ON "leaderboard_members" USING btree ("total","collector_id") WHERE "leaderboard_members"."ranked" and "leaderboard_members"."total" > 0;--> statement-breakpoint
CREATE INDEX "leaderboard_members_week_idx" ON "leaderboard_members" USING btree ("week","week_points","collector_id") WHERE "leaderboard_members"."ranked" and "leaderboard_members"."week_points" > 0;--> statement-breakpoint
-- The leaderboard's functions and its trigger on collectors live in lib/server/db/functions/70-leaderboard.sql.
INSERT INTO "leaderboard_settings" ("id", "time_zone") VALUES (true, 'Europe/Vienna');
--> statement-breakpoint
-- The moves are appended and deleted all day: a vacuum never cuts the file's end (that takes a lock
-- the writers would queue behind); the space is reused.
ALTER TABLE "leaderboard_moves" SET (vacuum_truncate = false);
