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
-- The leaderboard's upkeep (docs/leaderboard.md): a trigger on collectors keeps each member's row
-- and appends the member's moves between scores, in the transaction of every change that moves a
-- member on a board — a credit (the one ledger writer raises lifetime_earned), identify, a merge,
-- an opt-out, an erasure, and any other write to those columns. Writers wait while the boards are
-- filled below, so that no change slips between the backfill and the trigger.
LOCK TABLE "collectors" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "leaderboard_settings" ("id", "time_zone") VALUES (true, 'Europe/Vienna');
--> statement-breakpoint
-- The moves are appended and deleted all day: a vacuum never cuts the file's end (that takes a lock
-- the writers would queue behind); the space is reused.
ALTER TABLE "leaderboard_moves" SET (vacuum_truncate = false);
--> statement-breakpoint
-- The instant a credit counts at on the weekly board: the transaction's time. A function of its
-- own so that a test can place credits just before and after a week starts (in its own database).
CREATE OR REPLACE FUNCTION raeppli_leaderboard_clock() RETURNS timestamptz AS $$
BEGIN
  RETURN now();
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- The weekly board of an instant: its business week's Monday (00:00 in TIMEZONE) as YYYYMMDD.
CREATE OR REPLACE FUNCTION raeppli_leaderboard_week(p_at timestamptz) RETURNS integer AS $$
DECLARE
  v_zone text;
BEGIN
  SELECT time_zone INTO v_zone FROM leaderboard_settings;
  RETURN to_char(date_trunc('week', p_at AT TIME ZONE coalesce(v_zone, 'Europe/Vienna')), 'YYYYMMDD')::integer;
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- The trigger. A member is ranked while identified, not opted out and not merged into another.
-- Earned Räppli (lifetime_earned going up) count for this week too. The member's row takes the new
-- state; the moves it makes on the total's and this week's board (from the old score, or 0 when it
-- was not ranked, to the new one, or 0 when it no longer is) are appended in one statement. The
-- week of a member's row is the latest with a credit: a change in a later week finds 0 Räppli
-- there, and boards of past weeks are left as they were.
CREATE OR REPLACE FUNCTION raeppli_leaderboard_collector() RETURNS trigger AS $$
DECLARE
  v_was boolean := false;
  v_is boolean := NEW.sso_user_id IS NOT NULL AND NEW.opted_out_at IS NULL AND NEW.merged_into_id IS NULL;
  v_before bigint := 0;
  v_earned bigint := 0;
  v_week integer := raeppli_leaderboard_week(raeppli_leaderboard_clock());
  v_row_week integer;
  v_row_points bigint;
  v_now bigint;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    v_was := OLD.sso_user_id IS NOT NULL AND OLD.opted_out_at IS NULL AND OLD.merged_into_id IS NULL;
    v_before := OLD.lifetime_earned;
    v_earned := greatest(NEW.lifetime_earned - OLD.lifetime_earned, 0);
  END IF;

  UPDATE leaderboard_members
     SET ranked = v_is,
         total = NEW.lifetime_earned,
         week_points = CASE WHEN v_earned = 0 THEN week_points WHEN week = v_week THEN week_points + v_earned ELSE v_earned END,
         week = CASE WHEN v_earned = 0 THEN week ELSE v_week END
   WHERE collector_id = NEW.id
  RETURNING week, week_points INTO v_row_week, v_row_points;
  IF NOT FOUND THEN
    IF NEW.lifetime_earned = 0 THEN
      RETURN NULL;
    END IF;
    INSERT INTO leaderboard_members (collector_id, ranked, total, week, week_points) VALUES (NEW.id, v_is, NEW.lifetime_earned, v_week, v_earned);
    v_row_week := v_week;
    v_row_points := v_earned;
  END IF;

  -- This week's Räppli now, and before this change.
  v_now := CASE WHEN v_row_week = v_week THEN v_row_points ELSE 0 END;
  INSERT INTO leaderboard_moves (board, from_points, to_points)
  SELECT m.board, m.from_points, m.to_points
    FROM (VALUES (0, CASE WHEN v_was THEN v_before ELSE 0 END, CASE WHEN v_is THEN NEW.lifetime_earned ELSE 0 END),
                 (v_week, CASE WHEN v_was THEN v_now - v_earned ELSE 0 END, CASE WHEN v_is THEN v_now ELSE 0 END)) AS m(board, from_points, to_points)
   WHERE m.from_points <> m.to_points;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER collectors_leaderboard
  AFTER UPDATE OF lifetime_earned, sso_user_id, opted_out_at, merged_into_id ON collectors
  FOR EACH ROW
  WHEN (OLD.lifetime_earned IS DISTINCT FROM NEW.lifetime_earned
        OR (OLD.sso_user_id IS NULL) <> (NEW.sso_user_id IS NULL)
        OR (OLD.opted_out_at IS NULL) <> (NEW.opted_out_at IS NULL)
        OR (OLD.merged_into_id IS NULL) <> (NEW.merged_into_id IS NULL))
  EXECUTE FUNCTION raeppli_leaderboard_collector();
--> statement-breakpoint
-- A collector is created with nothing earned; one inserted with Räppli (a restore, a tool) is counted too.
CREATE TRIGGER collectors_leaderboard_insert
  AFTER INSERT ON collectors
  FOR EACH ROW
  WHEN (NEW.lifetime_earned > 0)
  EXECUTE FUNCTION raeppli_leaderboard_collector();
--> statement-breakpoint
-- Fills the boards from scratch (the backfill below; after a bulk load with the triggers off): the
-- total from lifetime_earned, this week from the ledger — its credits since Monday 00:00 but
-- refunds (the ledger does not say that a credit was booked as not earned; only the demo seed books
-- one). Earlier weeks are not rebuilt. Holds the fold's lock, so that no fold runs meanwhile.
CREATE OR REPLACE FUNCTION raeppli_leaderboard_rebuild() RETURNS void AS $$
DECLARE
  v_week integer := raeppli_leaderboard_week(raeppli_leaderboard_clock());
  v_zone text := coalesce((SELECT time_zone FROM leaderboard_settings), 'Europe/Vienna');
BEGIN
  PERFORM pg_advisory_xact_lock(725501339);
  TRUNCATE leaderboard_counts, leaderboard_moves, leaderboard_members;
  INSERT INTO leaderboard_members (collector_id, ranked, total, week, week_points)
  SELECT c.id, c.sso_user_id IS NOT NULL AND c.opted_out_at IS NULL AND c.merged_into_id IS NULL, c.lifetime_earned, v_week, coalesce(w.points, 0)
    FROM collectors c
    LEFT JOIN (SELECT collector_id, sum(amount) AS points FROM ledger_entries
                WHERE amount > 0 AND kind <> 'refund' AND created_at >= (to_date(v_week::text, 'YYYYMMDD')::timestamp AT TIME ZONE v_zone)
                GROUP BY collector_id) w ON w.collector_id = c.id
   WHERE c.lifetime_earned > 0 OR w.points > 0;
  INSERT INTO leaderboard_counts (board, level, key, members)
  SELECT 0, 0, total, count(*) FROM leaderboard_members WHERE ranked AND total > 0 GROUP BY total
  UNION ALL
  SELECT 0, 1, total >> 10, count(*) FROM leaderboard_members WHERE ranked AND total >= 1024 GROUP BY total >> 10
  UNION ALL
  SELECT v_week, 0, week_points, count(*) FROM leaderboard_members WHERE ranked AND week = v_week AND week_points > 0 GROUP BY week_points
  UNION ALL
  SELECT v_week, 1, week_points >> 10, count(*) FROM leaderboard_members WHERE ranked AND week = v_week AND week_points >= 1024 GROUP BY week_points >> 10;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint
SELECT raeppli_leaderboard_rebuild();
