-- Custom SQL migration file, put your code below! ---- One earning event in one database call: the hot path of POST /api/host/events (and the daily
-- visit). This is the one place the earning decision lives (caps, dedupe); the caller passes what
-- is pure (the rule, the item key, the business day, the week start, the credit's expiry).
-- Each statement in a volatile PL/pgSQL function reads a fresh snapshot, so the history read after
-- the row lock sees every event committed before it: caps stay exact under concurrency.
-- Errors abort the call (and with it the idempotency claim): COLLECTOR_NOT_FOUND, OPTED_OUT,
-- IDEMPOTENCY_KEY_REUSED, CONFLICT, raised with SQLSTATE RA001 and the code as message.
CREATE OR REPLACE FUNCTION raeppli_earn_event(
  p_scope text, p_key text, p_hash text,
  p_token text, p_collector_id bigint,
  p_step text, p_points integer, p_reason text,
  p_daily_cap integer, p_weekly_cap integer, p_lifetime_cap integer,
  p_item_key text, p_missing_item boolean,
  p_day date, p_week_start date, p_expires_at timestamptz,
  p_ledger_key text, p_data jsonb
) RETURNS jsonb AS $$
DECLARE
  v_claimed integer;
  v_prior idempotent_requests%ROWTYPE;
  c collectors%ROWTYPE;
  h record;
  v_outcome text;
  v_entry bigint;
  v_award integer := 0;
  v_response jsonb;
BEGIN
  IF p_scope IS NOT NULL THEN
    INSERT INTO idempotent_requests (scope, key, request_hash) VALUES (p_scope, p_key, p_hash) ON CONFLICT DO NOTHING;
    GET DIAGNOSTICS v_claimed = ROW_COUNT;
    IF v_claimed = 0 THEN
      SELECT * INTO v_prior FROM idempotent_requests WHERE scope = p_scope AND key = p_key;
      IF v_prior.request_hash <> p_hash THEN
        RAISE EXCEPTION USING ERRCODE = 'RA001', MESSAGE = 'IDEMPOTENCY_KEY_REUSED';
      END IF;
      IF v_prior.status IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'RA001', MESSAGE = 'CONFLICT';
      END IF;
      RETURN jsonb_build_object('replay', true, 'status', v_prior.status, 'response', v_prior.response);
    END IF;
  END IF;

  IF p_token IS NOT NULL THEN
    SELECT * INTO c FROM collectors WHERE token = p_token FOR UPDATE;
  ELSE
    SELECT * INTO c FROM collectors WHERE id = p_collector_id FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'RA001', MESSAGE = 'COLLECTOR_NOT_FOUND';
  END IF;
  IF c.merged_into_id IS NOT NULL THEN
    SELECT * INTO c FROM collectors WHERE id = c.merged_into_id FOR UPDATE;
  END IF;
  IF c.opted_out_at IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'RA001', MESSAGE = 'OPTED_OUT';
  END IF;

  SELECT count(*) FILTER (WHERE business_day = p_day AND awarded > 0) AS today,
         count(*) FILTER (WHERE business_day >= p_week_start AND awarded > 0) AS week,
         count(*) FILTER (WHERE awarded > 0) AS ever,
         count(DISTINCT coalesce(item_key, id::text)) AS total,
         coalesce(bool_or(item_key = p_item_key AND awarded > 0), false) AS duplicate,
         coalesce(bool_or(item_key = p_item_key), false) AS seen
    INTO h
    FROM activity_events
   WHERE collector_id = c.id AND step = p_step;

  v_outcome := CASE
    WHEN p_missing_item THEN 'missing_item'
    WHEN h.duplicate THEN 'duplicate'
    WHEN p_lifetime_cap IS NOT NULL AND h.ever >= p_lifetime_cap THEN 'lifetime_cap'
    WHEN p_daily_cap IS NOT NULL AND h.today >= p_daily_cap THEN 'daily_cap'
    WHEN p_weekly_cap IS NOT NULL AND h.week >= p_weekly_cap THEN 'weekly_cap'
    ELSE 'awarded'
  END;

  IF v_outcome = 'awarded' THEN
    INSERT INTO ledger_entries (collector_id, amount, kind, reason, reference, idempotency_key, data, expires_at, remaining)
    VALUES (c.id, p_points, 'earn', p_reason, 'step:' || p_step, p_ledger_key,
            CASE WHEN p_item_key IS NULL THEN jsonb_build_object('step', p_step) ELSE jsonb_build_object('step', p_step, 'item', p_item_key) END,
            p_expires_at, p_points)
    ON CONFLICT (collector_id, idempotency_key) DO NOTHING
    RETURNING id INTO v_entry;
    IF v_entry IS NULL THEN
      v_outcome := 'duplicate'; -- this ledger key was paid before (a repeated daily visit)
    ELSE
      v_award := p_points;
      UPDATE collectors
         SET points_available = points_available + v_award, lifetime_earned = lifetime_earned + v_award
       WHERE id = c.id;
    END IF;
  END IF;

  INSERT INTO activity_events (collector_id, step, item_key, business_day, awarded, outcome, ledger_entry_id, data)
  VALUES (c.id, p_step, p_item_key, p_day, v_award, v_outcome, v_entry, coalesce(p_data, '{}'::jsonb));

  v_response := CASE WHEN v_award > 0
    THEN jsonb_build_object('awarded', v_award, 'balance', c.points_available + v_award)
    ELSE jsonb_build_object('awarded', 0, 'balance', c.points_available, 'reason', v_outcome)
  END;
  IF p_scope IS NOT NULL THEN
    UPDATE idempotent_requests SET status = 200, response = v_response WHERE scope = p_scope AND key = p_key;
  END IF;

  RETURN jsonb_build_object(
    'replay', false,
    'status', 200,
    'response', v_response,
    'collector_id', c.id,
    'anonymous', c.sso_user_id IS NULL,
    'lifetime_before', c.lifetime_earned,
    'items', h.total + CASE WHEN p_item_key IS NOT NULL AND h.seen THEN 0 ELSE 1 END,
    'badges', (SELECT coalesce(jsonb_agg(badge_id), '[]'::jsonb) FROM collector_badges WHERE collector_id = c.id)
  );
END
$$ LANGUAGE plpgsql VOLATILE;
