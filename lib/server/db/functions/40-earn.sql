-- One earning event in one database call: the hot path of POST /api/host/events (and the daily
-- visit). The one place the earning decision lives (caps, dedupe). The caller passes what is pure
-- (lib/server/services/earning.ts): the rule's figures, the item key, the business day,
-- the week start, the credit's expiry. Each statement of a volatile PL/pgSQL function reads a fresh
-- snapshot, so the history read after the row lock sees every event committed before it: caps stay
-- exact under concurrency. Refusals (COLLECTOR_NOT_FOUND, OPTED_OUT, IDEMPOTENCY_KEY_REUSED) abort the call, the key's claim included.
-- p = {idem?, token? | collector_id?, step, points, daily_cap?, weekly_cap?, lifetime_cap?,
--      item_key?, missing_item, day, week_start, expires_at?, ledger_key, data}
CREATE OR REPLACE FUNCTION raeppli_earn_event(p jsonb) RETURNS jsonb AS $$
DECLARE
  v_replay jsonb;
  c collectors%ROWTYPE;
  h record;
  v_step text := p ->> 'step';
  v_points integer := (p ->> 'points')::integer;
  v_item text := p ->> 'item_key';
  v_day date := (p ->> 'day')::date;
  v_outcome text;
  v_entry bigint;
  v_award integer := 0;
BEGIN
  v_replay := raeppli_claim(p -> 'idem');
  IF v_replay IS NOT NULL THEN
    RETURN v_replay;
  END IF;

  IF p ->> 'token' IS NOT NULL THEN
    SELECT * INTO c FROM collectors WHERE token = p ->> 'token' FOR UPDATE;
  ELSE
    SELECT * INTO c FROM collectors WHERE id = (p ->> 'collector_id')::bigint FOR UPDATE;
  END IF;
  IF NOT FOUND THEN
    PERFORM raeppli_refuse('COLLECTOR_NOT_FOUND');
  END IF;
  IF c.merged_into_id IS NOT NULL THEN
    SELECT * INTO c FROM collectors WHERE id = c.merged_into_id FOR UPDATE;
  END IF;
  IF c.opted_out_at IS NOT NULL THEN
    PERFORM raeppli_refuse('OPTED_OUT');
  END IF;

  SELECT count(*) FILTER (WHERE business_day = v_day AND awarded > 0) AS today,
         count(*) FILTER (WHERE business_day >= (p ->> 'week_start')::date AND awarded > 0) AS week,
         count(*) FILTER (WHERE awarded > 0) AS ever,
         count(DISTINCT coalesce(item_key, id::text)) AS total,
         coalesce(bool_or(item_key = v_item AND awarded > 0), false) AS duplicate,
         coalesce(bool_or(item_key = v_item), false) AS seen
    INTO h
    FROM activity_events
   WHERE collector_id = c.id AND step = v_step;

  v_outcome := CASE
    WHEN (p ->> 'missing_item')::boolean THEN 'missing_item'
    WHEN h.duplicate THEN 'duplicate'
    WHEN (p ->> 'lifetime_cap') IS NOT NULL AND h.ever >= (p ->> 'lifetime_cap')::integer THEN 'lifetime_cap'
    WHEN (p ->> 'daily_cap') IS NOT NULL AND h.today >= (p ->> 'daily_cap')::integer THEN 'daily_cap'
    WHEN (p ->> 'weekly_cap') IS NOT NULL AND h.week >= (p ->> 'weekly_cap')::integer THEN 'weekly_cap'
    ELSE 'awarded'
  END;

  IF v_outcome = 'awarded' THEN
    v_entry := raeppli_credit_entry(c.id, v_points, 'earn', 'earn', jsonb_build_object('step', v_step), 'step:' || v_step,
      p ->> 'ledger_key', (p ->> 'expires_at')::timestamptz,
      CASE WHEN v_item IS NULL THEN jsonb_build_object('step', v_step) ELSE jsonb_build_object('step', v_step, 'item', v_item) END,
      true, false);
    IF v_entry IS NULL THEN
      v_outcome := 'duplicate'; -- this ledger key was paid before (a repeated daily visit)
    ELSE
      v_award := v_points;
      -- A level reached is reported to webhooks in this same call (docs/webhooks.md).
      IF c.sso_user_id IS NOT NULL THEN
        PERFORM raeppli_emit_level_up(c.id, c.lifetime_earned, c.lifetime_earned + v_award);
      END IF;
    END IF;
  END IF;

  INSERT INTO activity_events (collector_id, step, item_key, business_day, awarded, outcome, ledger_entry_id, data)
  VALUES (c.id, v_step, v_item, v_day, v_award, v_outcome, v_entry, coalesce(p -> 'data', '{}'::jsonb));

  RETURN raeppli_answer(jsonb_build_object('idem', p -> 'idem', 'status', 200, 'response', CASE WHEN v_award > 0
      THEN jsonb_build_object('awarded', v_award, 'balance', c.points_available + v_award)
      ELSE jsonb_build_object('awarded', 0, 'balance', c.points_available, 'reason', v_outcome)
    END))
    || jsonb_build_object(
      'collector_id', c.id,
      'anonymous', c.sso_user_id IS NULL,
      'lifetime_before', c.lifetime_earned,
      'items', h.total + CASE WHEN v_item IS NOT NULL AND h.seen THEN 0 ELSE 1 END,
      'badges', (SELECT coalesce(jsonb_agg(badge_id), '[]'::jsonb) FROM collector_badges WHERE collector_id = c.id));
END
$$ LANGUAGE plpgsql VOLATILE;
