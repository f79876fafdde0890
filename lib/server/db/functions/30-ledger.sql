-- The one ledger writer (docs/architecture.md, "Money engine"): every credit and debit of Räppli is
-- written here, whoever causes it. The caller holds the member's row lock (or an equivalent) for
-- the rest of its transaction. Each call writes the entry and changes the cached balance together.
-- The reason is a code of messages/de.json `statement.reasons` with its parameters.

-- The instant an entry is booked at: the transaction's time, unless the transaction set
-- raeppli.booked_at. Only the demo seed does (lib/server/db/booked-at.ts), so the history it writes
-- today reads in the statement on the days it tells of (docs/architecture.md, "Money engine").
CREATE OR REPLACE FUNCTION raeppli_booked_now() RETURNS timestamptz AS $$
  SELECT coalesce(nullif(current_setting('raeppli.booked_at', true), '')::timestamptz, now())
$$ LANGUAGE sql STABLE;
--> statement-breakpoint

-- A credit. p = {collector_id, amount > 0, kind, reason, params?, reference?, key, expires_at?,
-- data?, earned? (default true: counts toward lifetime earned, i.e. levels), refund? (gives back
-- part of a spend: lowers lifetime spent instead, never below 0)}. A repeated (collector, key)
-- writes nothing and returns NULL; else the entry's id. raeppli_credit_entry is the same with
-- typed arguments, for the database functions that credit (no jsonb to build and take apart).
CREATE OR REPLACE FUNCTION raeppli_credit_entry(
  p_collector bigint, p_amount bigint, p_kind text, p_reason text, p_params jsonb, p_reference text, p_key text,
  p_expires_at timestamptz, p_data jsonb, p_earned boolean, p_refund boolean
) RETURNS bigint AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'raeppli_credit: the amount must be a positive integer, got %', p_amount;
  END IF;
  INSERT INTO ledger_entries (collector_id, amount, kind, reason, reason_params, reference, idempotency_key, data, expires_at, remaining, created_at)
  VALUES (p_collector, p_amount, p_kind, p_reason, coalesce(p_params, '{}'::jsonb), p_reference, p_key, coalesce(p_data, '{}'::jsonb), p_expires_at, p_amount, raeppli_booked_now())
  ON CONFLICT (collector_id, idempotency_key) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NOT NULL THEN
    UPDATE collectors
       SET points_available = points_available + p_amount,
           lifetime_earned = lifetime_earned + CASE WHEN p_earned AND NOT p_refund THEN p_amount ELSE 0 END,
           lifetime_spent = CASE WHEN p_refund THEN greatest(lifetime_spent - p_amount, 0) ELSE lifetime_spent END
     WHERE id = p_collector;
  END IF;
  RETURN v_id;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION raeppli_credit(p jsonb) RETURNS bigint AS $$
  SELECT raeppli_credit_entry((p ->> 'collector_id')::bigint, (p ->> 'amount')::bigint, p ->> 'kind', p ->> 'reason', p -> 'params',
    p ->> 'reference', p ->> 'key', (p ->> 'expires_at')::timestamptz, p -> 'data',
    coalesce((p ->> 'earned')::boolean, true), coalesce((p ->> 'refund')::boolean, false))
$$ LANGUAGE sql VOLATILE;
--> statement-breakpoint

-- Retires what is left of one credit whose time has come: an expiry entry keyed by the credit's id
-- (written once, whoever gets there first), the remainder set to 0. Returns the Räppli retired;
-- the caller lowers the balance by the sum.
CREATE OR REPLACE FUNCTION raeppli_retire(p_collector bigint, p_credit bigint, p_remaining bigint, p_expires_at timestamptz) RETURNS bigint AS $$
BEGIN
  INSERT INTO ledger_entries (collector_id, amount, kind, reason, reason_params, reference, idempotency_key, data, created_at)
  VALUES (p_collector, -p_remaining, 'expire', 'expire', '{}'::jsonb, 'credit:' || p_credit, 'expire:' || p_credit,
          jsonb_build_object('credit_id', p_credit, 'expired_at', to_char(p_expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')), raeppli_booked_now())
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
-- the credits do not cover it; default INSUFFICIENT_FUNDS)}; raeppli_debit_entry takes them typed.
-- One pass over the open credits, soonest expiry first (never-expiring last): those past their time
-- are retired (so a spend never uses Räppli that have expired, even before the expiry job ran),
-- then the soonest-expiring pay. The debit records what it took (data.consumed), so a refund can
-- give each credit back with its own expiry. Returns {"entry_id", "consumed", "expired", "balance"}.
CREATE OR REPLACE FUNCTION raeppli_debit_entry(
  p_collector bigint, p_amount bigint, p_kind text, p_reason text, p_params jsonb, p_reference text, p_key text,
  p_data jsonb, p_now timestamptz, p_spent boolean, p_refusal text
) RETURNS jsonb AS $$
DECLARE
  cr record;
  v_left bigint;
  v_take bigint;
  v_takes jsonb := '[]'::jsonb;
  v_expired bigint := 0;
  v_id bigint;
  v_balance bigint;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'raeppli_debit: the amount must be a positive integer, got %', p_amount;
  END IF;
  v_left := p_amount;
  FOR cr IN
    SELECT id, remaining, expires_at FROM ledger_entries
     WHERE collector_id = p_collector AND remaining > 0
     ORDER BY expires_at ASC NULLS LAST, id FOR UPDATE
  LOOP
    IF cr.expires_at IS NOT NULL AND cr.expires_at <= p_now THEN
      v_expired := v_expired + raeppli_retire(p_collector, cr.id, cr.remaining, cr.expires_at);
      CONTINUE;
    END IF;
    EXIT WHEN v_left = 0;
    v_take := least(cr.remaining, v_left);
    UPDATE ledger_entries SET remaining = remaining - v_take WHERE id = cr.id;
    v_takes := v_takes || jsonb_build_array(jsonb_build_object('id', cr.id, 'amount', v_take));
    v_left := v_left - v_take;
  END LOOP;
  IF v_left > 0 THEN
    PERFORM raeppli_refuse(coalesce(p_refusal, 'INSUFFICIENT_FUNDS'));
  END IF;
  INSERT INTO ledger_entries (collector_id, amount, kind, reason, reason_params, reference, idempotency_key, data, created_at)
  VALUES (p_collector, -p_amount, p_kind, p_reason, coalesce(p_params, '{}'::jsonb), p_reference, p_key,
          coalesce(p_data, '{}'::jsonb) || jsonb_build_object('consumed', v_takes), raeppli_booked_now())
  RETURNING id INTO v_id;
  UPDATE collectors
     SET points_available = points_available - v_expired - p_amount,
         lifetime_spent = lifetime_spent + CASE WHEN p_spent THEN p_amount ELSE 0 END
   WHERE id = p_collector
  RETURNING points_available INTO v_balance;
  RETURN jsonb_build_object('entry_id', v_id, 'consumed', v_takes, 'expired', v_expired, 'balance', v_balance);
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION raeppli_debit(p jsonb) RETURNS jsonb AS $$
  SELECT raeppli_debit_entry((p ->> 'collector_id')::bigint, (p ->> 'amount')::bigint, p ->> 'kind', p ->> 'reason', p -> 'params',
    p ->> 'reference', p ->> 'key', p -> 'data', (p ->> 'now')::timestamptz, coalesce((p ->> 'spent')::boolean, false), p ->> 'refusal')
$$ LANGUAGE sql VOLATILE;
--> statement-breakpoint

-- The ledger is append-only, enforced by the database (docs/architecture.md, "Loyalty core"): no
-- deletes, and an update may only lower what remains of a credit (FIFO spends and expiry);
-- corrections are new entries. The update trigger's WHEN holds the rule, so the one update a spend
-- makes (a credit's remainder falling) calls no function; only a breach runs this one, which says
-- which rule it broke. Deletes always raise.
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger_entries is append-only: rows cannot be deleted';
  END IF;
  IF NEW.id <> OLD.id OR NEW.collector_id <> OLD.collector_id OR NEW.amount <> OLD.amount
     OR NEW.kind <> OLD.kind OR NEW.reason <> OLD.reason OR NEW.reference IS DISTINCT FROM OLD.reference
     OR NEW.idempotency_key <> OLD.idempotency_key OR NEW.data <> OLD.data
     OR NEW.expires_at IS DISTINCT FROM OLD.expires_at OR NEW.created_at <> OLD.created_at
     OR NEW.reason_params IS DISTINCT FROM OLD.reason_params THEN
    RAISE EXCEPTION 'ledger_entries is append-only: only the remaining amount of a credit may change';
  END IF;
  IF NEW.remaining IS DISTINCT FROM OLD.remaining AND (OLD.remaining IS NULL OR NEW.remaining > OLD.remaining) THEN
    RAISE EXCEPTION 'ledger_entries: the remaining amount of a credit can only decrease';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER ledger_entries_no_delete
  BEFORE DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint

CREATE OR REPLACE TRIGGER ledger_entries_append_only
  BEFORE UPDATE ON ledger_entries
  FOR EACH ROW
  WHEN (NEW.id <> OLD.id OR NEW.collector_id <> OLD.collector_id OR NEW.amount <> OLD.amount
     OR NEW.kind <> OLD.kind OR NEW.reason <> OLD.reason OR NEW.reference IS DISTINCT FROM OLD.reference
     OR NEW.idempotency_key <> OLD.idempotency_key OR NEW.data <> OLD.data
     OR NEW.expires_at IS DISTINCT FROM OLD.expires_at OR NEW.created_at <> OLD.created_at
     OR NEW.reason_params IS DISTINCT FROM OLD.reason_params
     OR (NEW.remaining IS DISTINCT FROM OLD.remaining AND (OLD.remaining IS NULL OR NEW.remaining > OLD.remaining)))
  EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint

-- TRUNCATE bypasses row triggers: refused per statement.
CREATE OR REPLACE FUNCTION ledger_entries_no_truncate() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: it cannot be truncated';
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE OR REPLACE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_no_truncate();
