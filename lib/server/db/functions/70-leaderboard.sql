-- The leaderboard's upkeep, reads and fold (docs/leaderboard.md). The member rows and moves they read are
-- kept by the trigger on collectors (below) in the transaction of each change; the fold moves
-- the moves into the counts in one transaction. A read is one statement (STABLE functions see the
-- snapshot of the query that calls them) and adds the counts and the moves it sees, so what it
-- answers is exact: every rank is 1 + the ranked members with more points at that instant.

-- The instant a credit counts at on the weekly board (the trigger below asks): the instant
-- its ledger entry is booked at (raeppli_booked_now, 30-ledger.sql) — the transaction's time, unless
-- the demo seed books a history in the weeks it tells of (docs/leaderboard.md, "Demo").
CREATE OR REPLACE FUNCTION raeppli_leaderboard_clock() RETURNS timestamptz AS $$
  SELECT raeppli_booked_now()
$$ LANGUAGE sql STABLE;
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

-- The trigger on collectors keeps each member's row and appends the member's moves between scores,
-- in the transaction of every change that moves a member on a board — a credit (the one ledger
-- writer raises lifetime_earned), identify, a merge, an opt-out, an erasure, and any other write to
-- those columns. A member is ranked while identified, not opted out and not merged into another.
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

CREATE OR REPLACE TRIGGER collectors_leaderboard
  AFTER UPDATE OF lifetime_earned, sso_user_id, opted_out_at, merged_into_id ON collectors
  FOR EACH ROW
  WHEN (OLD.lifetime_earned IS DISTINCT FROM NEW.lifetime_earned
        OR (OLD.sso_user_id IS NULL) <> (NEW.sso_user_id IS NULL)
        OR (OLD.opted_out_at IS NULL) <> (NEW.opted_out_at IS NULL)
        OR (OLD.merged_into_id IS NULL) <> (NEW.merged_into_id IS NULL))
  EXECUTE FUNCTION raeppli_leaderboard_collector();
--> statement-breakpoint

-- A collector is created with nothing earned; one inserted with Räppli (a restore, a tool) is counted too.
CREATE OR REPLACE TRIGGER collectors_leaderboard_insert
  AFTER INSERT ON collectors
  FOR EACH ROW
  WHEN (NEW.lifetime_earned > 0)
  EXECUTE FUNCTION raeppli_leaderboard_collector();
--> statement-breakpoint

-- The moves of a board not folded yet, as the net change per score (points ascending): read once
-- per call of raeppli_leaderboard, which hands them to the two functions below.
CREATE OR REPLACE FUNCTION raeppli_leaderboard_pending(p_board integer, OUT points bigint[], OUT members bigint[]) AS $$
BEGIN
  SELECT coalesce(array_agg(s.points ORDER BY s.points), '{}'), coalesce(array_agg(s.members ORDER BY s.points), '{}')
    INTO points, members
    FROM (SELECT x.points, sum(x.members) AS members
            FROM leaderboard_moves m
            CROSS JOIN LATERAL (VALUES (m.from_points, -1), (m.to_points, 1)) AS x(points, members)
           WHERE m.board = p_board AND x.points > 0
           GROUP BY x.points HAVING sum(x.members) <> 0) s;
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- Ranked members of a board with more than p_points: the buckets of 1,024 above the one p_points
-- is in, the scores above p_points in its own bucket, and the pending moves above p_points.
CREATE OR REPLACE FUNCTION raeppli_leaderboard_above(p_board integer, p_points bigint, p_pending_points bigint[], p_pending bigint[]) RETURNS bigint AS $$
DECLARE
  v_bucket bigint := p_points >> 10;
  v_buckets bigint;
  v_scores bigint;
BEGIN
  SELECT coalesce(sum(members), 0) INTO v_buckets FROM leaderboard_counts
   WHERE board = p_board AND level = 1 AND key > v_bucket;
  SELECT coalesce(sum(members), 0) INTO v_scores FROM leaderboard_counts
   WHERE board = p_board AND level = 0 AND key > p_points AND key < (v_bucket + 1) << 10;
  RETURN v_buckets + v_scores + coalesce((SELECT sum(u.members) FROM unnest(p_pending_points, p_pending) AS u(points, members) WHERE u.points > p_points), 0);
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- Ranked members of a board with exactly p_points.
CREATE OR REPLACE FUNCTION raeppli_leaderboard_at(p_board integer, p_points bigint, p_pending_points bigint[], p_pending bigint[]) RETURNS bigint AS $$
BEGIN
  RETURN (SELECT coalesce(sum(members), 0) FROM leaderboard_counts WHERE board = p_board AND level = 0 AND key = p_points)
       + coalesce(p_pending[array_position(p_pending_points, p_points)], 0);
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- Rows of a board as the API shows them, in the order given: rank, points, and what the API needs
-- of the member (username, avatar_key, lifetime_earned for the level).
CREATE OR REPLACE FUNCTION raeppli_leaderboard_rows(p_ids bigint[], p_points bigint[], p_ranks bigint[]) RETURNS jsonb AS $$
BEGIN
  RETURN (
    SELECT coalesce(jsonb_agg(jsonb_build_object('rank', r.rank, 'points', r.points, 'username', u.username,
             'avatar_key', u.avatar_key, 'lifetime_earned', c.lifetime_earned) ORDER BY r.ord), '[]'::jsonb)
      FROM unnest(p_ids, p_points, p_ranks) WITH ORDINALITY AS r(id, points, rank, ord)
      JOIN collectors c ON c.id = r.id
      LEFT JOIN sso_users u ON u.id = c.sso_user_id
  );
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- Among the member's friends (accepted requests, either way) and the member: the ranks are counted
-- in that small set directly.
CREATE OR REPLACE FUNCTION raeppli_leaderboard_friends(p_id bigint, p_ranked boolean, p_points bigint, p_board integer) RETURNS jsonb AS $$
DECLARE
  v_ids bigint[];
  v_points bigint[];
  v_ranks bigint[];
  v_top jsonb;
  v_n integer;
  v_me integer;
  v_up integer;
  v_rank bigint;
BEGIN
  SELECT coalesce(array_agg(b.collector_id ORDER BY b.points DESC, b.collector_id DESC), '{}'),
         coalesce(array_agg(b.points ORDER BY b.points DESC, b.collector_id DESC), '{}'),
         coalesce(array_agg(b.rank ORDER BY b.points DESC, b.collector_id DESC), '{}')
    INTO v_ids, v_points, v_ranks
    FROM (SELECT p.collector_id, p.points, rank() OVER (ORDER BY p.points DESC) AS rank
            FROM (SELECT m.collector_id, CASE WHEN p_board = 0 THEN m.total WHEN m.week = p_board THEN m.week_points ELSE 0 END AS points
                    FROM leaderboard_members m
                   WHERE m.ranked
                     AND m.collector_id IN (SELECT to_id FROM friend_requests WHERE from_id = p_id AND state = 'accepted'
                                            UNION ALL SELECT from_id FROM friend_requests WHERE to_id = p_id AND state = 'accepted'
                                            UNION ALL SELECT p_id WHERE p_ranked)) p
           WHERE p.points > 0) b;
  v_top := raeppli_leaderboard_rows(v_ids[1:10], v_points[1:10], v_ranks[1:10]);
  IF NOT p_ranked THEN
    RETURN jsonb_build_object('me', NULL, 'top', v_top, 'around', '[]'::jsonb);
  END IF;
  v_n := coalesce(array_length(v_ids, 1), 0);
  v_me := array_position(v_ids, p_id);
  IF v_me IS NULL THEN
    -- Nothing on this board yet: after everyone with points; the last two are above, none below.
    v_rank := v_n + 1;
    v_up := greatest(v_n - 1, 1);
    v_me := v_n + 1;
  ELSE
    v_rank := v_ranks[v_me];
    v_up := greatest(v_me - 2, 1);
  END IF;
  RETURN jsonb_build_object(
    'me', jsonb_build_object('rank', v_rank, 'points', p_points),
    'top', v_top,
    'around', raeppli_leaderboard_rows(v_ids[v_up:v_me - 1] || v_ids[v_me + 1:v_me + 2],
      v_points[v_up:v_me - 1] || v_points[v_me + 1:v_me + 2], v_ranks[v_up:v_me - 1] || v_ranks[v_me + 1:v_me + 2]));
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- Up to p_limit ranked members of a board next to (p_points, p_id) in board order (points
-- descending, ties newest member first): above (p_up) nearest first, or below nearest first.
-- Each board reads its own index (leaderboard_members_total_idx, _week_idx).
CREATE OR REPLACE FUNCTION raeppli_leaderboard_next(p_board integer, p_points bigint, p_id bigint, p_up boolean, p_limit integer)
RETURNS TABLE (collector_id bigint, points bigint) AS $$
BEGIN
  IF p_board = 0 AND p_up THEN
    RETURN QUERY SELECT m.collector_id, m.total FROM leaderboard_members m
      WHERE m.ranked AND m.total > 0 AND (m.total, m.collector_id) > (p_points, p_id) ORDER BY m.total, m.collector_id LIMIT p_limit;
  ELSIF p_board = 0 THEN
    RETURN QUERY SELECT m.collector_id, m.total FROM leaderboard_members m
      WHERE m.ranked AND m.total > 0 AND (m.total, m.collector_id) < (p_points, p_id) ORDER BY m.total DESC, m.collector_id DESC LIMIT p_limit;
  ELSIF p_up THEN
    RETURN QUERY SELECT m.collector_id, m.week_points FROM leaderboard_members m
      WHERE m.ranked AND m.week_points > 0 AND m.week = p_board AND (m.week_points, m.collector_id) > (p_points, p_id)
      ORDER BY m.week_points, m.collector_id LIMIT p_limit;
  ELSE
    RETURN QUERY SELECT m.collector_id, m.week_points FROM leaderboard_members m
      WHERE m.ranked AND m.week_points > 0 AND m.week = p_board AND (m.week_points, m.collector_id) < (p_points, p_id)
      ORDER BY m.week_points DESC, m.collector_id DESC LIMIT p_limit;
  END IF;
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- GET /api/leaderboard in one call: the board (0 = total, else the week's Monday as YYYYMMDD) as
-- the member of p_token sees it, among everyone or among friends. NULL for an unknown token.
-- {"me": {"rank", "points"} | null, "top": [row] (10), "around": [row] (up to two above and two
-- below the member)}; ties share a rank and are listed newest member first. A member without
-- points on the board is ranked after everyone with points, and listed nowhere. Anonymous and
-- opted-out members are not ranked: "me" null, "around" empty. A merged token: {"merged": true}.
CREATE OR REPLACE FUNCTION raeppli_leaderboard(p_token text, p_board integer, p_friends boolean) RETURNS jsonb AS $$
DECLARE
  c record;
  v_ranked boolean;
  v_points bigint := 0;
  v_rank bigint;
  v_top jsonb;
  v_ids bigint[] := '{}';
  v_pts bigint[] := '{}';
  v_ranks bigint[] := '{}';
  v_prev_points bigint;
  v_prev_rank bigint;
  v_pending record;
  r record;
BEGIN
  SELECT id, sso_user_id, opted_out_at, merged_into_id INTO c FROM collectors WHERE token = p_token;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  -- A token merged into an account acts for nobody (15-member.sql, raeppli_sso_problem): the
  -- caller answers COLLECTOR_MERGED.
  IF c.merged_into_id IS NOT NULL THEN
    RETURN jsonb_build_object('merged', true);
  END IF;
  v_ranked := c.sso_user_id IS NOT NULL AND c.opted_out_at IS NULL AND c.merged_into_id IS NULL;
  IF v_ranked THEN
    v_points := coalesce((SELECT CASE WHEN p_board = 0 THEN m.total WHEN m.week = p_board THEN m.week_points ELSE 0 END
                            FROM leaderboard_members m WHERE m.collector_id = c.id), 0);
  END IF;
  IF p_friends THEN
    RETURN raeppli_leaderboard_friends(c.id, v_ranked, v_points, p_board);
  END IF;

  -- The ten best, ranked among themselves: everyone above one of them is among them. (The walk
  -- down from above everyone: no member has more points than the largest bigint.)
  SELECT raeppli_leaderboard_rows(array_agg(t.collector_id ORDER BY t.ord), array_agg(t.points ORDER BY t.ord), array_agg(t.rank ORDER BY t.ord))
    INTO v_top
    FROM (SELECT b.collector_id, b.points, b.ord, rank() OVER (ORDER BY b.points DESC) AS rank
            FROM raeppli_leaderboard_next(p_board, 9223372036854775807, 0, false, 10) WITH ORDINALITY AS b(collector_id, points, ord)) t;
  IF NOT v_ranked THEN
    RETURN jsonb_build_object('me', NULL, 'top', coalesce(v_top, '[]'::jsonb), 'around', '[]'::jsonb);
  END IF;

  SELECT * INTO v_pending FROM raeppli_leaderboard_pending(p_board);
  v_rank := 1 + raeppli_leaderboard_above(p_board, v_points, v_pending.points, v_pending.members);
  -- Up: the next member above has the member's rank when tied, else that rank less those at its
  -- score (no one is between the two).
  v_prev_points := v_points;
  v_prev_rank := v_rank;
  FOR r IN SELECT * FROM raeppli_leaderboard_next(p_board, v_points, c.id, true, 2) LOOP
    IF r.points <> v_prev_points THEN
      v_prev_rank := v_prev_rank - raeppli_leaderboard_at(p_board, r.points, v_pending.points, v_pending.members);
    END IF;
    v_ids := r.collector_id || v_ids;
    v_pts := r.points || v_pts;
    v_ranks := v_prev_rank || v_ranks;
    v_prev_points := r.points;
  END LOOP;
  -- Down: the next member below has the member's rank when tied, else that rank plus those at the
  -- score before it. A member without points has no one below.
  v_prev_points := v_points;
  v_prev_rank := v_rank;
  FOR r IN SELECT * FROM raeppli_leaderboard_next(p_board, v_points, c.id, false, CASE WHEN v_points > 0 THEN 2 ELSE 0 END) LOOP
    IF r.points <> v_prev_points THEN
      v_prev_rank := v_prev_rank + raeppli_leaderboard_at(p_board, v_prev_points, v_pending.points, v_pending.members);
    END IF;
    v_ids := v_ids || r.collector_id;
    v_pts := v_pts || r.points;
    v_ranks := v_ranks || v_prev_rank;
    v_prev_points := r.points;
  END LOOP;

  RETURN jsonb_build_object(
    'me', jsonb_build_object('rank', v_rank, 'points', v_points),
    'top', coalesce(v_top, '[]'::jsonb),
    'around', raeppli_leaderboard_rows(v_ids, v_pts, v_ranks));
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- Moves the moves into the counts, in one transaction: a read sees each either as a move or in the
-- counts. One fold at a time (another finds the lock taken and returns 0); every process's fold job
-- calls it each second and then vacuums the moves (lib/server/services/leaderboard.ts), so that a
-- read adds up about a second's moves. A fold moves no money: it commits without waiting for the
-- disk (a crash undoes it, moves and counts together). Returns the moves folded.
CREATE OR REPLACE FUNCTION raeppli_leaderboard_fold() RETURNS integer AS $$
DECLARE
  v_moves integer;
BEGIN
  IF NOT pg_try_advisory_xact_lock(725501339) THEN
    RETURN 0;
  END IF;
  PERFORM set_config('synchronous_commit', 'off', true);
  -- Counts that exist take the sums; new ones are inserted (a CHECK is tested on the row an INSERT
  -- proposes, so a negative sum cannot go through ON CONFLICT).
  WITH moved AS (DELETE FROM leaderboard_moves RETURNING board, from_points, to_points),
       steps AS (SELECT board, from_points AS points, -1 AS members FROM moved WHERE from_points > 0
                 UNION ALL SELECT board, to_points, 1 FROM moved WHERE to_points > 0),
       summed AS (
         SELECT board, 0::smallint AS level, points AS key, sum(members)::integer AS members FROM steps GROUP BY board, points
         UNION ALL
         SELECT board, 1::smallint, points >> 10, sum(members)::integer FROM steps WHERE points >= 1024 GROUP BY board, points >> 10),
       updated AS (
         UPDATE leaderboard_counts n SET members = n.members + s.members FROM summed s
          WHERE n.board = s.board AND n.level = s.level AND n.key = s.key AND s.members <> 0
         RETURNING n.board, n.level, n.key),
       inserted AS (
         INSERT INTO leaderboard_counts (board, level, key, members)
         SELECT s.board, s.level, s.key, s.members FROM summed s
          WHERE s.members <> 0 AND NOT EXISTS (SELECT 1 FROM updated u WHERE u.board = s.board AND u.level = s.level AND u.key = s.key))
  SELECT count(*) INTO v_moves FROM moved;
  RETURN v_moves;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- Deletes the counts and moves of weekly boards before p_keep_from (YYYYMMDD), under the fold's
-- lock. The members' rows keep their latest week (a later credit starts the new one). Returns the
-- count rows deleted.
CREATE OR REPLACE FUNCTION raeppli_leaderboard_prune(p_keep_from integer) RETURNS integer AS $$
DECLARE
  v_rows integer;
BEGIN
  PERFORM pg_advisory_xact_lock(725501339);
  DELETE FROM leaderboard_moves WHERE board > 0 AND board < p_keep_from;
  DELETE FROM leaderboard_counts WHERE board > 0 AND board < p_keep_from;
  GET DIAGNOSTICS v_rows = ROW_COUNT;
  RETURN v_rows;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- Fills the boards from scratch (after a bulk load with the triggers off; the bench does): the
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

-- A database that earned before the leaderboard existed gets its boards filled once, in the
-- transaction that created the trigger above (which holds writers to collectors off until the
-- start commits): nothing changes between the fill and the trigger. Otherwise a check and no write.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM leaderboard_members) AND EXISTS (SELECT 1 FROM collectors WHERE lifetime_earned > 0) THEN
    PERFORM raeppli_leaderboard_rebuild();
  END IF;
END
$$;
