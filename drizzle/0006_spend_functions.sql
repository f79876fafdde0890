-- Spends in one database call each: the hot paths of POST /api/rewards/{id}/reserve and
-- POST /api/reservations/{id}/confirm (measured in docs/benchmarks.md). Like raeppli_earn_event
-- (0004), each function locks the member first, answers a repeated Idempotency-Key with the stored
-- answer, locks what it changes, checks, writes and stores the answer; a refusal raises SQLSTATE
-- RA001 with the error code as message (and JSON details as DETAIL), which aborts the statement: a
-- refused spend changes nothing and stores nothing. The idempotency scope is p_scope followed by
-- the member's id, so the member's row lock also serialises two requests with one key. Lock order:
-- collector → reservation → reward. The pure inputs (business day, period starts, reservation id
-- and expiry, coupon code, the SSO hash check) come from the caller
-- (lib/server/services/redeem.ts). The same rules in TypeScript, for the browser and the tests,
-- are lib/domain/redeem.ts.

CREATE OR REPLACE FUNCTION raeppli_refuse(p_code text, p_detail jsonb DEFAULT NULL) RETURNS void AS $$
BEGIN
  IF p_detail IS NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'RA001', MESSAGE = p_code;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'RA001', MESSAGE = p_code, DETAIL = p_detail::text;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- The stored answer to (scope, key), or NULL when the key is new; another body → IDEMPOTENCY_KEY_REUSED.
-- The caller holds the member's row lock, so a concurrent request with the same key waits for the
-- first one and then finds its answer here.
CREATE OR REPLACE FUNCTION raeppli_replay(p_scope text, p_key text, p_hash text) RETURNS jsonb AS $$
DECLARE
  v_prior idempotent_requests%ROWTYPE;
BEGIN
  SELECT * INTO v_prior FROM idempotent_requests WHERE scope = p_scope AND key = p_key;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_prior.request_hash <> p_hash THEN
    PERFORM raeppli_refuse('IDEMPOTENCY_KEY_REUSED');
  END IF;
  RETURN jsonb_build_object('replay', true, 'status', v_prior.status, 'response', v_prior.response);
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- The member who spends, by token (API) or id (seed, tools), locked: with p_row_lock its row (the
-- confirm changes it; FOR NO KEY UPDATE, which keeps the member's writers apart but lets foreign
-- keys to the member through, such as the raffle draw's notification of a winner), else a transaction-level advisory lock on its id, which serialises the
-- member's reservations without writing to its row. With p_sso_check the
-- member must be identified and show its SSO pair: the caller checked the hash against the token
-- (p_hash_ok); here the token must be this member's.
CREATE OR REPLACE FUNCTION raeppli_spender(p_token text, p_collector_id bigint, p_sso_check boolean, p_sso_token text, p_hash_ok boolean, p_row_lock boolean)
RETURNS collectors AS $$
DECLARE
  c collectors%ROWTYPE;
  v_sso_token text;
BEGIN
  IF p_token IS NOT NULL AND p_row_lock THEN
    SELECT * INTO c FROM collectors WHERE token = p_token FOR NO KEY UPDATE;
  ELSIF p_token IS NOT NULL THEN
    SELECT * INTO c FROM collectors WHERE token = p_token;
  ELSIF p_row_lock THEN
    SELECT * INTO c FROM collectors WHERE id = p_collector_id FOR NO KEY UPDATE;
  ELSE
    SELECT * INTO c FROM collectors WHERE id = p_collector_id;
  END IF;
  IF NOT FOUND THEN
    PERFORM raeppli_refuse('COLLECTOR_NOT_FOUND');
  END IF;
  IF NOT p_row_lock THEN
    -- (class 725502, the id folded into 32 bits: two members sharing a key only wait for each other)
    PERFORM pg_advisory_xact_lock(725502, (c.id % 2147483647)::integer);
  END IF;
  IF p_sso_check THEN
    IF c.sso_user_id IS NULL THEN
      PERFORM raeppli_refuse('ANONYMOUS_NOT_ALLOWED');
    END IF;
    IF p_sso_token IS NULL THEN
      PERFORM raeppli_refuse('MISSING_HASH_TOKEN');
    END IF;
    SELECT token INTO v_sso_token FROM sso_users WHERE id = c.sso_user_id;
    IF NOT coalesce(p_hash_ok, false) OR v_sso_token IS DISTINCT FROM p_sso_token THEN
      PERFORM raeppli_refuse('INVALID_HASH_TOKEN');
    END IF;
  END IF;
  RETURN c;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- Today's door of the Advent calendar: the running raffle of the special that closes soonest (a
-- reward id), or NULL. Used by the refusal RAFFLE_OVER_ADVENT and by GET /api/rewards/{id}.
CREATE OR REPLACE FUNCTION raeppli_advent_door(p_slug text, p_now timestamptz) RETURNS bigint AS $$
  SELECT id FROM rewards
   WHERE special_slug = p_slug AND type = 'raffle' AND published AND NOT suspended
     AND (starts_at IS NULL OR starts_at <= p_now) AND (ends_at IS NULL OR ends_at > p_now)
   ORDER BY ends_at ASC NULLS LAST, id
   LIMIT 1
$$ LANGUAGE sql STABLE;
--> statement-breakpoint

-- A door that is over points to today's door (details.href, a web view path), when there is one.
CREATE OR REPLACE FUNCTION raeppli_refuse_advent(p_slug text, p_now timestamptz) RETURNS void AS $$
DECLARE
  v_door bigint := raeppli_advent_door(p_slug, p_now);
BEGIN
  PERFORM raeppli_refuse('RAFFLE_OVER_ADVENT', jsonb_build_object('door_id', v_door, 'href', CASE WHEN v_door IS NOT NULL THEN '/me/rewards/detail/' || v_door END));
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION raeppli_reserve(
  p_scope text, p_key text, p_hash text,
  p_token text, p_collector_id bigint, p_sso_check boolean, p_sso_token text, p_hash_ok boolean,
  p_reward_id bigint, p_quantity integer, p_tickets integer, p_amount bigint, p_contact jsonb,
  p_now timestamptz, p_day text, p_period_starts jsonb, p_advent_slug text,
  p_reservation_id text, p_expires_at timestamptz, p_expires_at_text text,
  p_seed text, p_seed_hash text
) RETURNS jsonb AS $$
DECLARE
  c collectors%ROWTYPE;
  r rewards%ROWTYPE;
  v_replay jsonb;
  v_units integer;
  v_amount bigint := 0;
  v_cost bigint;
  v_state text;
  v_subscriber boolean;
  v_missing text[] := '{}';
  v_contact jsonb := '{}'::jsonb;
  v_address jsonb;
  f text;
  v_since text;
  v_held boolean;
  v_in_period integer := 0;
  v_units_held bigint := 0;
  v_left integer;
  v_freed bigint;
  v_due bigint := 0;
  v_taken integer;
  v_response jsonb;
BEGIN
  c := raeppli_spender(p_token, p_collector_id, p_sso_check, p_sso_token, p_hash_ok, false);
  IF p_scope IS NOT NULL THEN
    v_replay := raeppli_replay(p_scope || c.id, p_key, p_hash);
    IF v_replay IS NOT NULL THEN
      RETURN v_replay;
    END IF;
    -- A reservation moves no Räppli: its commit need not wait for the disk. Lost in a crash, it
    -- is lost with the stock it held (one transaction); the confirm that follows commits
    -- synchronously, which flushes the reservation first.
    PERFORM set_config('synchronous_commit', 'off', true);
  END IF;
  IF c.opted_out_at IS NOT NULL THEN
    PERFORM raeppli_refuse('OPTED_OUT');
  END IF;
  SELECT * INTO r FROM rewards WHERE id = p_reward_id AND published;
  IF NOT FOUND THEN
    PERFORM raeppli_refuse('REWARD_NOT_FOUND');
  END IF;

  -- What is asked for (redeemUnits).
  IF r.type IN ('buy', 'none') AND p_tickets IS NULL AND p_amount IS NULL THEN
    v_units := coalesce(p_quantity, 1);
    v_cost := v_units * r.cost;
  ELSIF r.type = 'raffle' AND p_quantity IS NULL AND p_amount IS NULL THEN
    v_units := coalesce(p_tickets, 1);
    v_cost := v_units * r.cost;
  ELSIF r.type = 'fund' AND p_quantity IS NULL AND p_tickets IS NULL AND p_amount IS NOT NULL THEN
    v_units := 1;
    v_amount := p_amount;
    v_cost := p_amount * greatest(r.cost, 1);
  ELSE
    PERFORM raeppli_refuse('TYPE_NOT_ALLOWED');
  END IF;

  -- Why it cannot be redeemed now (redeemBlocker); sold out is decided by the stock below.
  v_subscriber := c.subscription_active AND (c.subscription_until IS NULL OR c.subscription_until > p_now);
  v_state := CASE
    WHEN r.starts_at IS NOT NULL AND p_now < r.starts_at THEN 'not_started'
    WHEN r.ends_at IS NOT NULL AND p_now >= r.ends_at THEN 'over'
    ELSE 'running'
  END;
  IF r.delivery = 'external' AND r.type <> 'buy' THEN
    PERFORM raeppli_refuse('TYPE_NOT_ALLOWED');
  END IF;
  IF r.suspended THEN
    PERFORM raeppli_refuse('REWARD_SUSPENDED');
  END IF;
  IF r.exclusive AND NOT v_subscriber THEN
    PERFORM raeppli_refuse('SUBSCRIBERS_ONLY');
  END IF;
  IF v_state <> 'running' THEN
    IF r.type = 'raffle' AND v_state = 'not_started' THEN
      PERFORM raeppli_refuse('RAFFLE_NOT_STARTED');
    ELSIF r.type = 'raffle' AND r.special_slug = p_advent_slug THEN
      PERFORM raeppli_refuse_advent(p_advent_slug, p_now);
    ELSIF r.type = 'raffle' THEN
      PERFORM raeppli_refuse('RAFFLE_OVER');
    ELSIF r.type = 'fund' THEN
      PERFORM raeppli_refuse('CANNOT_BE_FUNDED');
    END IF;
    PERFORM raeppli_refuse('CANNOT_BE_BOUGHT');
  END IF;

  -- Sold out is said before contact details, limits or Räppli (as redeemBlocker); read without a
  -- lock, it is decided for good with the stock row at the end. Stock still held by expired
  -- reservations does not count as gone.
  IF r.stock IS NOT NULL AND r.stock_left < v_units AND NOT EXISTS (
      SELECT 1 FROM reservations WHERE reward_id = r.id AND state = 'held' AND expires_at <= p_now) THEN
    PERFORM raeppli_refuse('SOLD_OUT');
  END IF;

  -- The contact details it needs (requiredContact); kept on the reservation, never on the profile.
  IF r.type <> 'fund' THEN
    IF r.delivery = 'delivery' THEN
      v_address := coalesce(p_contact -> 'address', '{}'::jsonb);
      FOREACH f IN ARRAY ARRAY['firstname', 'lastname', 'street', 'street_nr', 'postcode', 'city', 'country'] LOOP
        IF coalesce(v_address ->> f, '') = '' THEN
          v_missing := v_missing || ('address.' || f);
        END IF;
      END LOOP;
      v_contact := v_contact || jsonb_build_object('address', v_address);
    END IF;
    IF r.delivery = 'digital' OR r.type = 'raffle' THEN
      IF coalesce(p_contact ->> 'email', '') = '' THEN
        v_missing := v_missing || 'email'::text;
      ELSE
        v_contact := v_contact || jsonb_build_object('email', p_contact -> 'email');
      END IF;
    END IF;
    IF r.type = 'raffle' AND (p_contact -> 'accept_terms') IS DISTINCT FROM 'true'::jsonb THEN
      v_missing := v_missing || 'accept_terms'::text;
    END IF;
  END IF;
  IF coalesce(p_contact ->> 'telephone', '') <> '' THEN
    v_contact := v_contact || jsonb_build_object('telephone', p_contact -> 'telephone');
  END IF;
  IF cardinality(v_missing) > 0 THEN
    PERFORM raeppli_refuse('MISSING_FIELDS', jsonb_build_object('fields', to_jsonb(v_missing)));
  END IF;

  -- Limits: one open reservation per reward; orders per period; units in all.
  v_since := CASE WHEN r.redeem_limit IS NOT NULL AND r.redeem_limit_period IS NOT NULL THEN p_period_starts ->> r.redeem_limit_period END;
  -- One statement for two reads: an open reservation of this reward, and the credits already past
  -- their time (the expiry job may not have retired them yet), which do not pay.
  SELECT EXISTS (SELECT 1 FROM reservations
                  WHERE collector_id = c.id AND reward_id = r.id AND state = 'held' AND expires_at > p_now),
         CASE WHEN c.points_available >= v_cost AND v_cost > 0 THEN
           (SELECT coalesce(sum(remaining), 0) FROM ledger_entries
             WHERE collector_id = c.id AND remaining > 0 AND expires_at IS NOT NULL AND expires_at <= p_now)
         ELSE 0 END
    INTO v_held, v_due;
  IF v_held THEN
    PERFORM raeppli_refuse('ALREADY_RESERVED');
  END IF;
  IF v_since IS NOT NULL OR r.participation_limit IS NOT NULL THEN
    SELECT coalesce(sum(units), 0), count(*) FILTER (WHERE v_since IS NOT NULL AND business_day >= v_since)
      INTO v_units_held, v_in_period
      FROM orders WHERE collector_id = c.id AND reward_id = r.id AND state <> 'canceled';
    IF v_since IS NOT NULL AND v_in_period >= r.redeem_limit THEN
      PERFORM raeppli_refuse('ALREADY_ORDERED', jsonb_build_object('by', 'period', 'redeemable', 0, 'limit', r.redeem_limit, 'period', r.redeem_limit_period, 'participation_limit', r.participation_limit));
    END IF;
    IF r.participation_limit IS NOT NULL AND r.participation_limit - v_units_held < v_units THEN
      PERFORM raeppli_refuse('ALREADY_ORDERED', jsonb_build_object('by', 'participation', 'redeemable', greatest(r.participation_limit - v_units_held, 0), 'limit', r.redeem_limit, 'period', r.redeem_limit_period, 'participation_limit', r.participation_limit));
    END IF;
  END IF;
  IF c.points_available - v_due < v_cost THEN
    PERFORM raeppli_refuse(CASE r.type WHEN 'raffle' THEN 'INSUFFICIENT_FUNDS_TICKETS' WHEN 'fund' THEN 'INSUFFICIENT_FUNDS_DONATION' ELSE 'INSUFFICIENT_FUNDS_REWARD' END);
  END IF;

  -- A raffle commits to its secret seed (node:crypto, from the caller) by its first ticket at the
  -- latest, so the published hash always precedes the draw.
  IF r.type = 'raffle' THEN
    INSERT INTO raffle_draws (reward_id, seed, seed_hash) VALUES (r.id, p_seed, p_seed_hash) ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO reservations (id, reward_id, collector_id, units, amount, cost, contact, business_day, expires_at, created_at)
  VALUES (p_reservation_id, r.id, c.id, v_units, v_amount, v_cost, v_contact, p_day, p_expires_at, p_now);
  v_response := jsonb_build_object('reservation_id', p_reservation_id, 'expires_at', p_expires_at_text, 'cost', v_cost);
  IF p_scope IS NOT NULL THEN
    INSERT INTO idempotent_requests (scope, key, request_hash, status, response) VALUES (p_scope || c.id, p_key, p_hash, 201, v_response);
  END IF;
  -- The stock row last, so that it is held only until the commit: many members contend for it.
  -- When it is short, expired reservations of this reward give theirs back first (rows in use are
  -- skipped); when it is still short, the refusal undoes the inserts above.
  IF r.stock IS NOT NULL THEN
    UPDATE rewards SET stock_left = stock_left - v_units WHERE id = r.id AND stock_left >= v_units;
    GET DIAGNOSTICS v_taken = ROW_COUNT;
    IF v_taken = 0 THEN
      WITH due AS (
        SELECT id FROM reservations
         WHERE reward_id = r.id AND state = 'held' AND expires_at <= p_now
         FOR UPDATE SKIP LOCKED
      ), freed AS (
        UPDATE reservations x SET state = 'expired' FROM due WHERE x.id = due.id RETURNING x.units
      )
      SELECT coalesce(sum(units), 0) INTO v_freed FROM freed;
      IF v_freed > 0 THEN
        UPDATE rewards SET stock_left = stock_left + v_freed WHERE id = r.id;
        UPDATE rewards SET stock_left = stock_left - v_units WHERE id = r.id AND stock_left >= v_units;
        GET DIAGNOSTICS v_taken = ROW_COUNT;
      END IF;
      IF v_taken = 0 THEN
        PERFORM raeppli_refuse('SOLD_OUT');
      END IF;
    END IF;
  END IF;
  RETURN jsonb_build_object('replay', false, 'status', 201, 'response', v_response);
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

CREATE OR REPLACE FUNCTION raeppli_confirm(
  p_scope text, p_key text, p_hash text,
  p_token text, p_collector_id bigint, p_sso_check boolean, p_sso_token text, p_hash_ok boolean,
  p_reservation_id text, p_now timestamptz, p_day date, p_tz text, p_coupon_code text, p_badge_kinds text[],
  p_badge_ids bigint[], p_advent_slug text
) RETURNS jsonb AS $$
DECLARE
  c collectors%ROWTYPE;
  v reservations%ROWTYPE;
  r rewards%ROWTYPE;
  cr record;
  v_replay jsonb;
  v_state text;
  v_order bigint;
  v_debit bigint;
  v_kind text;
  v_expired bigint := 0;
  v_left bigint;
  v_take bigint;
  v_takes jsonb := '[]'::jsonb;
  v_response jsonb;
  v_spend_count bigint;
  v_owned jsonb;
BEGIN
  c := raeppli_spender(p_token, p_collector_id, p_sso_check, p_sso_token, p_hash_ok, true);
  IF p_scope IS NOT NULL THEN
    v_replay := raeppli_replay(p_scope || c.id, p_key, p_hash);
    IF v_replay IS NOT NULL THEN
      RETURN v_replay;
    END IF;
  END IF;
  -- Not locked: the member's row lock keeps its own requests apart, and a release or the expiry
  -- job racing this confirm is caught by the conditional update at the end.
  SELECT * INTO v FROM reservations WHERE id = p_reservation_id AND collector_id = c.id;
  IF NOT FOUND THEN
    PERFORM raeppli_refuse('RESERVATION_NOT_FOUND');
  END IF;
  IF v.state = 'confirmed' AND v.order_id IS NOT NULL THEN
    -- Confirming twice is one order: answer with it.
    SELECT state INTO v_state FROM orders WHERE id = v.order_id;
    v_response := jsonb_build_object('order_id', v.order_id, 'state', v_state, 'balance', c.points_available);
  ELSE
    IF v.state <> 'held' OR v.expires_at <= p_now THEN
      PERFORM raeppli_refuse('RESERVATION_FAILED');
    END IF;
    IF c.opted_out_at IS NOT NULL THEN
      PERFORM raeppli_refuse('OPTED_OUT');
    END IF;
    -- FOR KEY SHARE does not wait for stock updates, but for a raffle's draw (drawRaffle holds the
    -- row FOR UPDATE): a ticket confirmed after the draw began finds the raffle drawn.
    SELECT * INTO r FROM rewards WHERE id = v.reward_id FOR KEY SHARE;
    IF r.type = 'raffle' AND ((r.ends_at IS NOT NULL AND p_now >= r.ends_at)
        OR EXISTS (SELECT 1 FROM raffle_draws d WHERE d.reward_id = r.id AND d.drawn_at IS NOT NULL)) THEN
      IF r.special_slug = p_advent_slug THEN
        PERFORM raeppli_refuse_advent(p_advent_slug, p_now);
      END IF;
      PERFORM raeppli_refuse('RAFFLE_OVER');
    END IF;
    v_kind := CASE r.type WHEN 'raffle' THEN 'raffle' WHEN 'fund' THEN 'donation' ELSE 'reward' END;
    IF v.cost > 0 THEN
      -- One pass over the open credits, soonest expiry first: those past their time are retired
      -- (as expireCollectorTx), so a spend never uses Räppli that have expired; then the credits
      -- that expire soonest pay (consumeFifo).
      v_left := v.cost;
      FOR cr IN
        SELECT id, remaining, expires_at FROM ledger_entries
         WHERE collector_id = c.id AND remaining > 0
         ORDER BY expires_at ASC NULLS LAST, id FOR UPDATE
      LOOP
        IF cr.expires_at IS NOT NULL AND cr.expires_at <= p_now THEN
          INSERT INTO ledger_entries (collector_id, amount, kind, reason, reference, idempotency_key, data)
          VALUES (c.id, -cr.remaining, 'expire', 'Räppli verfallen', 'credit:' || cr.id, 'expire:' || cr.id,
                  jsonb_build_object('credit_id', cr.id, 'expired_at', to_char(cr.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
          ON CONFLICT (collector_id, idempotency_key) DO NOTHING;
          IF FOUND THEN
            UPDATE ledger_entries SET remaining = 0 WHERE id = cr.id;
            v_expired := v_expired + cr.remaining;
          END IF;
          CONTINUE;
        END IF;
        EXIT WHEN v_left = 0;
        v_take := least(cr.remaining, v_left);
        UPDATE ledger_entries SET remaining = remaining - v_take WHERE id = cr.id;
        v_takes := v_takes || jsonb_build_array(jsonb_build_object('id', cr.id, 'amount', v_take));
        v_left := v_left - v_take;
      END LOOP;
      IF v_left > 0 THEN
        PERFORM raeppli_refuse('PAYMENT_FAILED');
      END IF;
      INSERT INTO ledger_entries (collector_id, amount, kind, reason, reference, idempotency_key, data)
      VALUES (c.id, -v.cost, v_kind,
              CASE r.type WHEN 'raffle' THEN 'Lose' WHEN 'fund' THEN 'Spende' ELSE 'Prämie' END || ': ' || r.title,
              'reservation:' || v.id, 'spend:' || v.id,
              jsonb_build_object('reward_id', r.id, 'units', v.units, 'consumed', v_takes))
      RETURNING id INTO v_debit;
      UPDATE collectors SET points_available = points_available - v_expired - v.cost, lifetime_spent = lifetime_spent + v.cost WHERE id = c.id;
    END IF;
    INSERT INTO orders (collector_id, reward_id, reservation_id, type, delivery, units, amount, cost, state, raffle_state, contact,
                        business_day, coupon_code, valid_until, debit_entry_id, created_at, updated_at)
    VALUES (c.id, r.id, v.id, r.type, r.delivery, v.units, v.amount, v.cost,
            CASE WHEN r.type = 'fund' OR r.delivery = 'external' THEN 'done' ELSE 'waiting' END,
            CASE WHEN r.type = 'raffle' THEN 'pending' END,
            v.contact, v.business_day,
            CASE WHEN r.delivery = 'coupon' AND r.type <> 'raffle' THEN p_coupon_code END,
            -- Coupons and passes: until the end of the business day valid_days from today.
            CASE WHEN r.delivery IN ('coupon', 'custom') AND r.type <> 'raffle' THEN ((p_day + r.valid_days + 1)::timestamp AT TIME ZONE p_tz) END,
            v_debit, p_now, p_now)
    RETURNING id, state INTO v_order, v_state;
    UPDATE reservations SET state = 'confirmed', order_id = v_order WHERE id = v.id AND state = 'held';
    IF NOT FOUND THEN
      PERFORM raeppli_refuse('RESERVATION_FAILED');
    END IF;
    IF r.type = 'fund' THEN
      UPDATE rewards SET fund_total = fund_total + v.amount WHERE id = r.id;
    END IF;
    v_response := jsonb_build_object('order_id', v_order, 'state', v_state, 'balance', c.points_available - v_expired - v.cost);
  END IF;
  IF p_scope IS NOT NULL THEN
    INSERT INTO idempotent_requests (scope, key, request_hash, status, response) VALUES (p_scope || c.id, p_key, p_hash, 200, v_response);
  END IF;
  -- For the spend badges (p_badge_kinds[i] is the spend kind badge p_badge_ids[i] counts): only
  -- while one of this kind is still missing, this member's spends of the kind and the badges it
  -- has; the caller decides which are due.
  IF v_kind = ANY(p_badge_kinds) AND EXISTS (
      SELECT 1 FROM unnest(p_badge_kinds, p_badge_ids) b(kind, id)
       WHERE b.kind = v_kind AND NOT EXISTS (SELECT 1 FROM collector_badges cb WHERE cb.collector_id = c.id AND cb.badge_id = b.id)) THEN
    SELECT count(*) INTO v_spend_count FROM ledger_entries WHERE collector_id = c.id AND kind = v_kind AND amount < 0;
    SELECT coalesce(jsonb_agg(badge_id), '[]'::jsonb) INTO v_owned FROM collector_badges WHERE collector_id = c.id;
  END IF;
  RETURN jsonb_build_object(
    'replay', false,
    'status', 200,
    'response', v_response,
    'collector_id', c.id,
    'kind', v_kind,
    'spend_count', v_spend_count,
    'badges', v_owned
  );
END
$$ LANGUAGE plpgsql VOLATILE;
