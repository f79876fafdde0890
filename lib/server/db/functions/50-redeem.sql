-- The redeem flow's rules (docs/architecture.md, "Rewards and spends"; docs/product.md, rewards):
-- one check answers both "may this member redeem this now, and what must the dialog ask?" for the
-- detail page (GET /api/rewards/{id}, preview) and the refusal of POST /api/rewards/{id}/reserve.
-- Lock order everywhere: collector → reservation → reward. The pure inputs (business day, the
-- start of every limit period, ids, expiry, coupon code) come from lib/server/services/redeem.ts.

-- Today's door of the Advent calendar: the running reward or raffle of the special that closes
-- soonest (a reward id), or NULL. A door runs its day only (docs/specials.md), so this is the door
-- the calendar's page shows as today's.
CREATE OR REPLACE FUNCTION raeppli_advent_door(p_slug text, p_now timestamptz) RETURNS bigint AS $$
  SELECT id FROM rewards
   WHERE special_slug = p_slug AND published AND NOT suspended AND archived_at IS NULL
     AND (starts_at IS NULL OR starts_at <= p_now) AND (ends_at IS NULL OR ends_at > p_now)
   ORDER BY ends_at ASC NULLS LAST, id
   LIMIT 1
$$ LANGUAGE sql STABLE;
--> statement-breakpoint

-- A door that is over points to today's door (href, a web view path), when there is one.
CREATE OR REPLACE FUNCTION raeppli_advent_details(p_slug text, p_now timestamptz) RETURNS jsonb AS $$
  SELECT jsonb_build_object('door_id', d, 'href', CASE WHEN d IS NOT NULL THEN '/me/rewards/detail/' || d END)
    FROM raeppli_advent_door(p_slug, p_now) AS d
$$ LANGUAGE sql STABLE;
--> statement-breakpoint

-- The check, without locks and without writes, for member c (a NULL row: no member) — reserve
-- passes the row it locked. p = {reward_id, quantity?, tickets?, amount?, contact?, address_fields?, now, period_starts: {daily: 'YYYY-MM-DD', …}, advent_slug}. Without
-- `contact` it is a preview: the least redeem (one item, one ticket, one donated unit) and no
-- contact validation. Answers (as OUT parameters, not jsonb: reserve reads them directly) the
-- blocker (an error code, or NULL) and its details, the reward's type, whether its stock is
-- limited, the units, amount and cost asked for, the cost of a unit, the most units one reserve
-- may ask for (NULL: no member or no limit), the contact details required, the contact details
-- to keep, and the member's orders still possible in the limit period and units still possible
-- under the participation limit (NULL: no such limit). The blockers come in the order a member should hear them.
CREATE OR REPLACE FUNCTION raeppli_redeem_verdict(
  c collectors, p jsonb,
  OUT v_blocker text, OUT v_details jsonb, OUT v_type text, OUT v_stock_limited boolean, OUT v_units integer,
  OUT v_amount bigint, OUT v_cost bigint, OUT v_unit_cost bigint, OUT v_max bigint, OUT v_required text[], OUT v_contact jsonb,
  OUT v_redeemable integer, OUT v_participation_left bigint
) AS $$
DECLARE
  r rewards%ROWTYPE;
  v_now timestamptz := (p ->> 'now')::timestamptz;
  v_preview boolean := NOT (p ? 'contact');
  v_quantity integer := (p ->> 'quantity')::integer;
  v_tickets integer := (p ->> 'tickets')::integer;
  v_ask bigint := (p ->> 'amount')::bigint;
  v_member boolean := c.id IS NOT NULL;
  v_state text;
  v_subscriber boolean;
  v_missing text[] := '{}';
  v_given jsonb := coalesce(p -> 'contact', '{}'::jsonb);
  v_address jsonb;
  f text;
  v_since text;
  v_held boolean := false;
  v_in_period integer := 0;
  v_units_held bigint := 0;
  v_held_units bigint := 0;
  v_held_in_period integer := 0;
  v_reclaimable bigint := 0;
  v_due bigint := 0;
BEGIN
  v_amount := 0;
  v_required := '{}';
  v_contact := '{}'::jsonb;
  IF v_member AND c.opted_out_at IS NOT NULL THEN
    v_blocker := 'OPTED_OUT';
  END IF;
  SELECT * INTO r FROM rewards WHERE id = (p ->> 'reward_id')::bigint AND published;
  IF NOT FOUND THEN
    v_blocker := coalesce(v_blocker, 'REWARD_NOT_FOUND');
    RETURN;
  END IF;
  -- A running Black Week lowers the price (48-black-week.sql): what this check answers and reserve
  -- keeps on the reservation, which confirm then charges.
  r.cost := coalesce((SELECT b.cost FROM raeppli_black_week_prices(v_now) b WHERE b.reward_id = r.id), r.cost);
  v_type := r.type;
  v_stock_limited := r.stock IS NOT NULL;

  -- What is asked for: a quantity of items, tickets, or an amount to donate.
  v_unit_cost := CASE WHEN r.type = 'fund' THEN greatest(r.cost, 1) ELSE r.cost END;
  IF v_preview AND r.type = 'fund' AND v_ask IS NULL THEN
    v_ask := 1;
  END IF;
  IF r.type IN ('buy', 'none') AND v_tickets IS NULL AND v_ask IS NULL THEN
    v_units := coalesce(v_quantity, 1);
    v_cost := v_units * r.cost;
  ELSIF r.type = 'raffle' AND v_quantity IS NULL AND v_ask IS NULL THEN
    v_units := coalesce(v_tickets, 1);
    v_cost := v_units * r.cost;
  ELSIF r.type = 'fund' AND v_quantity IS NULL AND v_tickets IS NULL AND v_ask IS NOT NULL THEN
    v_units := 1;
    v_amount := v_ask;
    v_cost := v_ask * v_unit_cost;
  ELSE
    v_blocker := coalesce(v_blocker, 'TYPE_NOT_ALLOWED');
    v_units := 1;
    v_cost := v_unit_cost;
  END IF;

  -- The reward's own state.
  v_subscriber := v_member AND raeppli_subscriber(c, v_now);
  v_state := CASE
    WHEN r.starts_at IS NOT NULL AND v_now < r.starts_at THEN 'not_started'
    WHEN r.ends_at IS NOT NULL AND v_now >= r.ends_at THEN 'over'
    ELSE 'running'
  END;
  IF v_blocker IS NULL THEN
    v_blocker := CASE
      WHEN r.delivery = 'external' AND r.type <> 'buy' THEN 'TYPE_NOT_ALLOWED'
      WHEN r.suspended THEN 'REWARD_SUSPENDED'
      WHEN r.exclusive AND NOT v_subscriber THEN 'SUBSCRIBERS_ONLY'
      WHEN v_state = 'running' THEN NULL
      WHEN r.type = 'raffle' AND v_state = 'not_started' THEN 'RAFFLE_NOT_STARTED'
      WHEN r.type = 'raffle' AND r.special_slug = p ->> 'advent_slug' THEN 'RAFFLE_OVER_ADVENT'
      WHEN r.type = 'raffle' THEN 'RAFFLE_OVER'
      WHEN r.type = 'fund' THEN 'CANNOT_BE_FUNDED'
      ELSE 'CANNOT_BE_BOUGHT'
    END;
    IF v_blocker = 'RAFFLE_OVER_ADVENT' THEN
      v_details := raeppli_advent_details(p ->> 'advent_slug', v_now);
    END IF;
  END IF;
  -- Sold out is said before contact details, limits or Räppli; reserve decides it for good with
  -- the stock row. Stock still held by expired reservations is not gone: reserve gives it back
  -- before it takes (60-spend.sql), so the check and the most one may ask (v_max) count it as free.
  -- Asked only when the stock is short, or for a member's preview, which says that most.
  IF r.stock IS NOT NULL AND (r.stock_left < v_units OR (v_preview AND v_member)) THEN
    SELECT coalesce(sum(units), 0) INTO v_reclaimable
      FROM reservations WHERE reward_id = r.id AND state = 'held' AND expires_at <= v_now;
  END IF;
  IF v_blocker IS NULL AND r.stock IS NOT NULL AND r.stock_left + v_reclaimable < v_units THEN
    v_blocker := 'SOLD_OUT';
  END IF;

  -- The contact details it needs: an address for shipped items, an email for digital ones and for
  -- raffles (winners are told by mail), the accepted terms for raffles; a telephone only when given.
  -- A raffle never asks for an address: only a winner of a shipped prize gives one, when claiming it
  -- (docs/product.md §9.8). Kept on the reservation, never on the profile.
  IF r.type <> 'fund' THEN
    IF r.delivery = 'delivery' AND r.type <> 'raffle' THEN
      v_required := v_required || 'address'::text;
    END IF;
    IF r.delivery = 'digital' OR r.type = 'raffle' THEN
      v_required := v_required || 'email'::text;
    END IF;
    IF r.type = 'raffle' THEN
      v_required := v_required || 'accept_terms'::text;
    END IF;
  END IF;
  IF NOT v_preview THEN
    IF 'address' = ANY (v_required) THEN
      v_address := coalesce(v_given -> 'address', '{}'::jsonb);
      -- The fields of an address are the contract's (ADDRESS_FIELDS, lib/contracts/rewards.ts), which
      -- the dialog asks for too; reserve passes them as `address_fields`.
      FOR f IN SELECT jsonb_array_elements_text(p -> 'address_fields') LOOP
        IF coalesce(v_address ->> f, '') = '' THEN
          v_missing := v_missing || ('address.' || f);
        END IF;
      END LOOP;
      v_contact := v_contact || jsonb_build_object('address', v_address);
    END IF;
    IF 'email' = ANY (v_required) THEN
      IF coalesce(v_given ->> 'email', '') = '' THEN
        v_missing := v_missing || 'email'::text;
      ELSE
        v_contact := v_contact || jsonb_build_object('email', v_given -> 'email');
      END IF;
    END IF;
    IF 'accept_terms' = ANY (v_required) AND (v_given -> 'accept_terms') IS DISTINCT FROM 'true'::jsonb THEN
      v_missing := v_missing || 'accept_terms'::text;
    END IF;
    IF coalesce(v_given ->> 'telephone', '') <> '' THEN
      v_contact := v_contact || jsonb_build_object('telephone', v_given -> 'telephone');
    END IF;
    IF v_blocker IS NULL AND cardinality(v_missing) > 0 THEN
      v_blocker := 'MISSING_FIELDS';
      v_details := jsonb_build_object('fields', to_jsonb(v_missing));
    END IF;
  END IF;

  -- The member's own limits and balance: one open reservation per reward, orders per period and
  -- units in all (an open reservation counts too: it is what the member holds), and the Räppli
  -- that still pay (credits past their time do not, even before the expiry job retired them).
  IF v_member THEN
    v_since := CASE WHEN r.redeem_limit IS NOT NULL AND r.redeem_limit_period IS NOT NULL THEN p -> 'period_starts' ->> r.redeem_limit_period END;
    SELECT count(*) > 0, coalesce(sum(units), 0), count(*) FILTER (WHERE v_since IS NOT NULL AND business_day >= v_since),
           CASE WHEN v_preview OR (c.points_available >= v_cost AND v_cost > 0) THEN
             (SELECT coalesce(sum(remaining), 0) FROM ledger_entries
               WHERE collector_id = c.id AND remaining > 0 AND expires_at IS NOT NULL AND expires_at <= v_now)
           ELSE 0 END
      INTO v_held, v_held_units, v_held_in_period, v_due
      FROM reservations WHERE collector_id = c.id AND reward_id = r.id AND state = 'held' AND expires_at > v_now;
    IF v_blocker IS NULL AND v_held THEN
      v_blocker := 'ALREADY_RESERVED';
    END IF;
    IF v_since IS NOT NULL OR r.participation_limit IS NOT NULL THEN
      SELECT coalesce(sum(units), 0), count(*) FILTER (WHERE v_since IS NOT NULL AND business_day >= v_since)
        INTO v_units_held, v_in_period
        FROM orders WHERE collector_id = c.id AND reward_id = r.id AND state <> 'canceled';
      v_units_held := v_units_held + v_held_units;
      v_in_period := v_in_period + v_held_in_period;
      IF v_blocker IS NULL AND v_since IS NOT NULL AND v_in_period >= r.redeem_limit THEN
        v_blocker := 'ALREADY_ORDERED';
        v_details := jsonb_build_object('by', 'period', 'redeemable', 0, 'limit', r.redeem_limit, 'period', r.redeem_limit_period, 'participation_limit', r.participation_limit);
      END IF;
      IF v_blocker IS NULL AND r.participation_limit IS NOT NULL AND r.participation_limit - v_units_held < v_units THEN
        v_blocker := 'ALREADY_ORDERED';
        v_details := jsonb_build_object('by', 'participation', 'redeemable', greatest(r.participation_limit - v_units_held, 0), 'limit', r.redeem_limit, 'period', r.redeem_limit_period, 'participation_limit', r.participation_limit);
      END IF;
    END IF;
    v_redeemable := CASE WHEN v_since IS NOT NULL THEN greatest(r.redeem_limit - v_in_period, 0) END;
    v_participation_left := CASE WHEN r.participation_limit IS NOT NULL THEN greatest(r.participation_limit - v_units_held, 0) END;
    IF v_blocker IS NULL AND c.points_available - v_due < v_cost THEN
      v_blocker := CASE r.type WHEN 'raffle' THEN 'INSUFFICIENT_FUNDS_TICKETS' WHEN 'fund' THEN 'INSUFFICIENT_FUNDS_DONATION' ELSE 'INSUFFICIENT_FUNDS_REWARD' END;
      -- What is missing, and what the Räppli that pay would buy: the refusal says so.
      v_details := jsonb_build_object('missing', v_cost - (c.points_available - v_due), 'units', v_units, 'amount', v_amount,
        'unit_cost', v_unit_cost, 'affordable', CASE WHEN v_unit_cost > 0 THEN greatest((c.points_available - v_due) / v_unit_cost, 0) END);
    END IF;
    -- The most one reserve may ask for: by balance, stock and participation limit (NULL: none).
    IF v_preview THEN
      v_max := CASE WHEN v_unit_cost > 0 THEN (c.points_available - v_due) / v_unit_cost END;
      IF r.type <> 'fund' THEN
        v_max := least(v_max, r.stock_left + v_reclaimable, r.participation_limit - v_units_held);
      END IF;
      v_max := CASE WHEN v_max IS NOT NULL THEN greatest(v_max, 0) END;
    END IF;
  END IF;

END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- The check for the detail page: p as above plus {collector_id?} (the member the API found).
CREATE OR REPLACE FUNCTION raeppli_redeem_check(p jsonb) RETURNS jsonb AS $$
DECLARE
  c collectors%ROWTYPE;
BEGIN
  IF p ->> 'collector_id' IS NOT NULL THEN
    SELECT * INTO c FROM collectors WHERE id = (p ->> 'collector_id')::bigint;
    IF NOT FOUND THEN
      RETURN jsonb_build_object('blocker', 'COLLECTOR_NOT_FOUND');
    END IF;
  END IF;
  RETURN (SELECT jsonb_build_object('blocker', d.v_blocker, 'details', d.v_details, 'unit_cost', d.v_unit_cost, 'max_units', d.v_max,
                 'required_contact', to_jsonb(d.v_required), 'redeemable', d.v_redeemable, 'participation_left', d.v_participation_left)
            FROM raeppli_redeem_verdict(c, p) d);
END
$$ LANGUAGE plpgsql STABLE;
