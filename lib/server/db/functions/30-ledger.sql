-- The one ledger writer (docs/architecture.md, "Money engine"): every credit and debit of Räppli is
-- written here, whoever causes it. The caller holds the member's row lock (or an equivalent) for
-- the rest of its transaction. Each call writes the entry and changes the cached balance together.
-- The reason is a code of messages/de.json `statement.reasons` with its parameters.

-- A credit. p = {collector_id, amount > 0, kind, reason, params?, reference?, key, expires_at?,
-- data?, earned? (default true: counts toward lifetime earned, i.e. levels), refund? (gives back
-- part of a spend: lowers lifetime spent instead, never below 0)}. A repeated
-- (collector, key) writes nothing and returns NULL; else the entry's id.
CREATE OR REPLACE FUNCTION raeppli_credit(p jsonb) RETURNS bigint AS $$
DECLARE
  v_collector bigint := (p ->> 'collector_id')::bigint;
  v_amount bigint := (p ->> 'amount')::bigint;
  v_id bigint;
BEGIN
  IF v_amount IS NULL OR v_amount <= 0 THEN
    RAISE EXCEPTION 'raeppli_credit: the amount must be a positive integer, got %', p ->> 'amount';
  END IF;
  INSERT INTO ledger_entries (collector_id, amount, kind, reason, reason_params, reference, idempotency_key, data, expires_at, remaining)
  VALUES (v_collector, v_amount, p ->> 'kind', p ->> 'reason', coalesce(p -> 'params', '{}'::jsonb), p ->> 'reference', p ->> 'key',
          coalesce(p -> 'data', '{}'::jsonb), (p ->> 'expires_at')::timestamptz, v_amount)
  ON CONFLICT (collector_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN
    UPDATE collectors
       SET points_available = points_available + v_amount,
           lifetime_earned = lifetime_earned + CASE WHEN coalesce((p ->> 'earned')::boolean, true) AND NOT coalesce((p ->> 'refund')::boolean, false) THEN v_amount ELSE 0 END,
           lifetime_spent = CASE WHEN coalesce((p ->> 'refund')::boolean, false) THEN greatest(lifetime_spent - v_amount, 0) ELSE lifetime_spent END
     WHERE id = v_collector;
  END IF;
  RETURN v_id;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- Retires what is left of one credit whose time has come: an expiry entry keyed by the credit's id
-- (written once, whoever gets there first), the remainder set to 0. Returns the Räppli retired;
-- the caller lowers the balance by the sum.
CREATE OR REPLACE FUNCTION raeppli_retire(p_collector bigint, p_credit bigint, p_remaining bigint, p_expires_at timestamptz) RETURNS bigint AS $$
BEGIN
  INSERT INTO ledger_entries (collector_id, amount, kind, reason, reason_params, reference, idempotency_key, data)
  VALUES (p_collector, -p_remaining, 'expire', 'expire', '{}'::jsonb, 'credit:' || p_credit, 'expire:' || p_credit,
          jsonb_build_object('credit_id', p_credit, 'expired_at', to_char(p_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
  ON CONFLICT (collector_id, idempotency_key) DO NOTHING;
  IF NOT FOUND THEN
    RETURN 0;
  END IF;
  UPDATE ledger_entries SET remaining = 0 WHERE id = p_credit;
  RETURN p_remaining;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- Retires every credit of one member that is due at p.now. p = {collector_id, now}.
-- Returns {"credits", "points"}.
CREATE OR REPLACE FUNCTION raeppli_expire(p jsonb) RETURNS jsonb AS $$
DECLARE
  v_collector bigint := (p ->> 'collector_id')::bigint;
  v_now timestamptz := (p ->> 'now')::timestamptz;
  cr record;
  v_retired bigint;
  v_credits integer := 0;
  v_points bigint := 0;
BEGIN
  FOR cr IN
    SELECT id, remaining, expires_at FROM ledger_entries
     WHERE collector_id = v_collector AND remaining > 0 AND expires_at IS NOT NULL AND expires_at <= v_now
     ORDER BY expires_at, id FOR UPDATE
  LOOP
    v_retired := raeppli_retire(v_collector, cr.id, cr.remaining, cr.expires_at);
    IF v_retired > 0 THEN
      v_credits := v_credits + 1;
      v_points := v_points + v_retired;
    END IF;
  END LOOP;
  IF v_points > 0 THEN
    UPDATE collectors SET points_available = points_available - v_points WHERE id = v_collector;
  END IF;
  RETURN jsonb_build_object('credits', v_credits, 'points', v_points);
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- A debit, first in first out by expiry. p = {collector_id, amount > 0, kind, reason, params?,
-- reference?, key, data?, now, spent? (counts toward lifetime spent), refusal? (the error code when
-- the credits do not cover it; default INSUFFICIENT_FUNDS)}.
-- One pass over the open credits, soonest expiry first (never-expiring last): those past their time
-- are retired (so a spend never uses Räppli that have expired, even before the expiry job ran),
-- then the soonest-expiring pay. The debit records what it took (data.consumed), so a refund can
-- give each credit back with its own expiry. Returns {"entry_id", "consumed", "expired", "balance"}.
CREATE OR REPLACE FUNCTION raeppli_debit(p jsonb) RETURNS jsonb AS $$
DECLARE
  v_collector bigint := (p ->> 'collector_id')::bigint;
  v_amount bigint := (p ->> 'amount')::bigint;
  v_now timestamptz := (p ->> 'now')::timestamptz;
  cr record;
  v_left bigint;
  v_take bigint;
  v_takes jsonb := '[]'::jsonb;
  v_expired bigint := 0;
  v_id bigint;
  v_balance bigint;
BEGIN
  IF v_amount IS NULL OR v_amount <= 0 THEN
    RAISE EXCEPTION 'raeppli_debit: the amount must be a positive integer, got %', p ->> 'amount';
  END IF;
  v_left := v_amount;
  FOR cr IN
    SELECT id, remaining, expires_at FROM ledger_entries
     WHERE collector_id = v_collector AND remaining > 0
     ORDER BY expires_at ASC NULLS LAST, id FOR UPDATE
  LOOP
    IF cr.expires_at IS NOT NULL AND cr.expires_at <= v_now THEN
      v_expired := v_expired + raeppli_retire(v_collector, cr.id, cr.remaining, cr.expires_at);
      CONTINUE;
    END IF;
    EXIT WHEN v_left = 0;
    v_take := least(cr.remaining, v_left);
    UPDATE ledger_entries SET remaining = remaining - v_take WHERE id = cr.id;
    v_takes := v_takes || jsonb_build_array(jsonb_build_object('id', cr.id, 'amount', v_take));
    v_left := v_left - v_take;
  END LOOP;
  IF v_left > 0 THEN
    PERFORM raeppli_refuse(coalesce(p ->> 'refusal', 'INSUFFICIENT_FUNDS'));
  END IF;
  INSERT INTO ledger_entries (collector_id, amount, kind, reason, reason_params, reference, idempotency_key, data)
  VALUES (v_collector, -v_amount, p ->> 'kind', p ->> 'reason', coalesce(p -> 'params', '{}'::jsonb), p ->> 'reference', p ->> 'key',
          coalesce(p -> 'data', '{}'::jsonb) || jsonb_build_object('consumed', v_takes))
  RETURNING id INTO v_id;
  UPDATE collectors
     SET points_available = points_available - v_expired - v_amount,
         lifetime_spent = lifetime_spent + CASE WHEN coalesce((p ->> 'spent')::boolean, false) THEN v_amount ELSE 0 END
   WHERE id = v_collector
  RETURNING points_available INTO v_balance;
  RETURN jsonb_build_object('entry_id', v_id, 'consumed', v_takes, 'expired', v_expired, 'balance', v_balance);
END
$$ LANGUAGE plpgsql VOLATILE;
