-- Spends in one database call each: the hot paths of POST /api/rewards/{id}/reserve and
-- POST /api/reservations/{id}/confirm (measured in docs/benchmarks.md). Each locks the member,
-- claims the Idempotency-Key (raeppli_claim), checks, writes through the ledger engine
-- (raeppli_debit) and stores its answer (raeppli_answer). A refusal raises RA001 and so changes
-- nothing. The member is looked up, locked and its SSO pair checked inside the call
-- (raeppli_spender): the API wrapper's member-sso mode hands these routes the pair it verified
-- instead of a read of its own, so a spend's call stays one round trip. A spend's key is scoped
-- to the member: the claim's scope gets ':' and the member's id appended.

-- A spend's claim: its scope with ':' and the member's id appended (NULL without a key). The caller
-- holds the member's lock, which every request of the scope takes first: the claim is serialised.
CREATE OR REPLACE FUNCTION raeppli_member_key(p_idem jsonb, p_collector bigint) RETURNS jsonb AS $$
BEGIN
  IF jsonb_typeof(p_idem) = 'object' THEN
    RETURN p_idem || jsonb_build_object('scope', (p_idem ->> 'scope') || ':' || p_collector, 'serialised', true);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint

-- Reserve: holds stock and limits for a while. p = raeppli_redeem_verdict's p (with contact; the
-- member as `member`, see raeppli_spender) plus {idem?, day, reservation_id, expires_at, seed,
-- seed_hash}.
CREATE OR REPLACE FUNCTION raeppli_reserve(p jsonb) RETURNS jsonb AS $$
DECLARE
  c collectors%ROWTYPE;
  v_reward bigint := (p ->> 'reward_id')::bigint;
  v_now timestamptz := (p ->> 'now')::timestamptz;
  v_idem jsonb;
  v_replay jsonb;
  v record;
  v_answer jsonb;
  v_taken integer;
  v_freed bigint;
BEGIN
  -- Reserve changes nothing on the member's row: an advisory lock on its id serialises its
  -- reservations instead.
  c := raeppli_spender(p -> 'member', false);
  v_idem := raeppli_member_key(p -> 'idem', c.id);
  v_replay := raeppli_claim(v_idem);
  IF v_replay IS NOT NULL THEN
    RETURN v_replay;
  END IF;
  -- The commit waits for the disk like every other (no synchronous_commit = off): an answered key
  -- must answer the same reservation after a database crash (docs/api.md "Idempotency",
  -- docs/architecture.md "Reservations commit synchronously").
  v := raeppli_redeem_verdict(c, p);
  IF v.v_blocker IS NOT NULL THEN
    PERFORM raeppli_refuse(v.v_blocker, v.v_details);
  END IF;

  -- A raffle commits to its secret seed by its first ticket at the latest, so the published hash
  -- always precedes the draw.
  IF v.v_type = 'raffle' THEN
    INSERT INTO raffle_draws (reward_id, seed, seed_hash) VALUES (v_reward, p ->> 'seed', p ->> 'seed_hash') ON CONFLICT DO NOTHING;
  END IF;
  INSERT INTO reservations (id, reward_id, collector_id, units, amount, cost, contact, business_day, expires_at, created_at)
  VALUES (p ->> 'reservation_id', v_reward, c.id, v.v_units, v.v_amount, v.v_cost, v.v_contact,
          p ->> 'day', (p ->> 'expires_at')::timestamptz, v_now);
  v_answer := raeppli_answer(jsonb_build_object('idem', v_idem, 'status', 201,
    'response', jsonb_build_object('reservation_id', p ->> 'reservation_id', 'expires_at', p ->> 'expires_at', 'cost', v.v_cost)));
  -- The stock row last, after the answer is written, so that it is held only until the commit:
  -- many members contend for it.
  -- When it is short, expired reservations of this reward give theirs back first (rows in use are
  -- skipped); when it is still short, the refusal undoes the inserts above.
  IF v.v_stock_limited THEN
    UPDATE rewards SET stock_left = stock_left - v.v_units WHERE id = v_reward AND stock_left >= v.v_units;
    GET DIAGNOSTICS v_taken = ROW_COUNT;
    IF v_taken = 0 THEN
      WITH due AS (
        SELECT id FROM reservations
         WHERE reward_id = v_reward AND state = 'held' AND expires_at <= v_now
         FOR UPDATE SKIP LOCKED
      ), freed AS (
        UPDATE reservations x SET state = 'expired' FROM due WHERE x.id = due.id RETURNING x.units
      )
      SELECT coalesce(sum(units), 0) INTO v_freed FROM freed;
      IF v_freed > 0 THEN
        UPDATE rewards SET stock_left = stock_left + v_freed WHERE id = v_reward;
        UPDATE rewards SET stock_left = stock_left - v.v_units WHERE id = v_reward AND stock_left >= v.v_units;
        GET DIAGNOSTICS v_taken = ROW_COUNT;
      END IF;
      IF v_taken = 0 THEN
        PERFORM raeppli_refuse('SOLD_OUT');
      END IF;
    END IF;
  END IF;
  RETURN v_answer;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- Confirm: spends and creates the order. p = {idem?, member, reservation_id, now, day, tz,
-- coupon_code, advent_slug, spend_badges: {spend kind: [ids of the badges that count it]}}.
CREATE OR REPLACE FUNCTION raeppli_confirm(p jsonb) RETURNS jsonb AS $$
DECLARE
  c collectors%ROWTYPE;
  v reservations%ROWTYPE;
  r rewards%ROWTYPE;
  v_now timestamptz := (p ->> 'now')::timestamptz;
  v_day date := (p ->> 'day')::date;
  v_idem jsonb;
  v_replay jsonb;
  v_state text;
  v_order bigint;
  v_debit jsonb;
  v_debit_id bigint;
  v_balance bigint;
  v_kind text;
  v_response jsonb;
  v_spend_count bigint;
  v_owned jsonb;
  v_badge_ids jsonb;
BEGIN
  -- The member's row, locked: the confirm changes the balance.
  c := raeppli_spender(p -> 'member', true);
  v_idem := raeppli_member_key(p -> 'idem', c.id);
  v_replay := raeppli_claim(v_idem);
  IF v_replay IS NOT NULL THEN
    RETURN v_replay;
  END IF;
  -- Not locked: the member's row lock keeps its own requests apart, and a release or the expiry
  -- job racing this confirm is caught by the conditional update at the end.
  SELECT * INTO v FROM reservations WHERE id = p ->> 'reservation_id' AND collector_id = c.id;
  IF NOT FOUND THEN
    PERFORM raeppli_refuse('RESERVATION_NOT_FOUND');
  END IF;
  IF v.state = 'confirmed' AND v.order_id IS NOT NULL THEN
    -- Confirming twice is one order: answer with it.
    SELECT state INTO v_state FROM orders WHERE id = v.order_id;
    v_response := jsonb_build_object('order_id', v.order_id, 'state', v_state, 'balance', c.points_available);
  ELSE
    IF v.state <> 'held' OR v.expires_at <= v_now THEN
      PERFORM raeppli_refuse('RESERVATION_FAILED');
    END IF;
    IF c.opted_out_at IS NOT NULL THEN
      PERFORM raeppli_refuse('OPTED_OUT');
    END IF;
    -- FOR KEY SHARE does not wait for stock updates, but for a raffle's draw (it holds the row FOR
    -- UPDATE): a ticket confirmed after the draw began finds the raffle drawn.
    SELECT * INTO r FROM rewards WHERE id = v.reward_id FOR KEY SHARE;
    -- (Conditions that read a table are nested under those that do not: PL/pgSQL runs a condition
    -- with a subquery as a statement of its own, even when its first part is false.)
    IF r.type = 'raffle' THEN
      IF (r.ends_at IS NOT NULL AND v_now >= r.ends_at)
          OR EXISTS (SELECT 1 FROM raffle_draws d WHERE d.reward_id = r.id AND d.drawn_at IS NOT NULL) THEN
        IF r.special_slug = p ->> 'advent_slug' THEN
          PERFORM raeppli_refuse('RAFFLE_OVER_ADVENT', raeppli_advent_details(p ->> 'advent_slug', v_now));
        END IF;
        PERFORM raeppli_refuse('RAFFLE_OVER');
      END IF;
    END IF;
    v_kind := CASE r.type WHEN 'raffle' THEN 'raffle' WHEN 'fund' THEN 'donation' ELSE 'reward' END;
    v_balance := c.points_available;
    IF v.cost > 0 THEN
      v_debit := raeppli_debit_entry(c.id, v.cost, v_kind, v_kind, jsonb_build_object('title', r.title), 'reservation:' || v.id,
        'spend:' || v.id, jsonb_build_object('reward_id', r.id, 'units', v.units), v_now, true, 'PAYMENT_FAILED');
      v_debit_id := (v_debit ->> 'entry_id')::bigint;
      v_balance := (v_debit ->> 'balance')::bigint;
    END IF;
    INSERT INTO orders (collector_id, reward_id, reservation_id, type, delivery, units, amount, cost, state, raffle_state, contact,
                        business_day, coupon_code, valid_until, debit_entry_id, created_at, updated_at)
    VALUES (c.id, r.id, v.id, r.type, r.delivery, v.units, v.amount, v.cost,
            CASE WHEN r.type = 'fund' OR r.delivery = 'external' THEN 'done' ELSE 'waiting' END,
            CASE WHEN r.type = 'raffle' THEN 'pending' END,
            v.contact, v.business_day,
            CASE WHEN r.delivery = 'coupon' AND r.type <> 'raffle' THEN p ->> 'coupon_code' END,
            -- Coupons and passes: until the end of the business day valid_days from today.
            CASE WHEN r.delivery IN ('coupon', 'custom') AND r.type <> 'raffle' THEN ((v_day + r.valid_days + 1)::timestamp AT TIME ZONE (p ->> 'tz')) END,
            v_debit_id, v_now, v_now)
    RETURNING id, state INTO v_order, v_state;
    UPDATE reservations SET state = 'confirmed', order_id = v_order WHERE id = v.id AND state = 'held';
    IF NOT FOUND THEN
      PERFORM raeppli_refuse('RESERVATION_FAILED');
    END IF;
    IF r.type = 'fund' THEN
      UPDATE rewards SET fund_total = fund_total + v.amount WHERE id = r.id;
    END IF;
    PERFORM raeppli_emit_order('order.created', v_order, '{"source": "purchase"}'::jsonb);
    v_response := jsonb_build_object('order_id', v_order, 'state', v_state, 'balance', v_balance);
  END IF;
  -- For the spend badges: only while one that counts this kind is still missing, this member's
  -- spends of the kind and the badges it has; the caller decides which are due.
  v_badge_ids := p -> 'spend_badges' -> v_kind;
  IF v_badge_ids IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM jsonb_array_elements_text(v_badge_ids) b(id)
                WHERE NOT EXISTS (SELECT 1 FROM collector_badges cb WHERE cb.collector_id = c.id AND cb.badge_id = b.id::bigint)) THEN
      SELECT count(*) INTO v_spend_count FROM ledger_entries WHERE collector_id = c.id AND kind = v_kind AND amount < 0;
      SELECT coalesce(jsonb_agg(badge_id), '[]'::jsonb) INTO v_owned FROM collector_badges WHERE collector_id = c.id;
    END IF;
  END IF;
  RETURN raeppli_answer(jsonb_build_object('idem', v_idem, 'status', 200, 'response', v_response))
    || jsonb_build_object('collector_id', c.id, 'kind', v_kind, 'spend_count', v_spend_count, 'badges', v_owned);
END
$$ LANGUAGE plpgsql VOLATILE;
