-- Webhooks' outbox (docs/webhooks.md): an event is written in the transaction of the change it
-- reports, with one delivery row per live endpoint subscribed to its type. Without such an
-- endpoint nothing is written at all: the change pays one EXISTS over a table of a few rows.

-- Whether any live endpoint wants events of this type.
CREATE OR REPLACE FUNCTION raeppli_webhooks_wanted(p_type text) RETURNS boolean AS $$
BEGIN
  RETURN EXISTS (SELECT 1 FROM webhook_endpoints WHERE deleted_at IS NULL AND p_type = ANY (events));
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- The member fields of a payload's data: collector_token, user_id, username (null when anonymous).
CREATE OR REPLACE FUNCTION raeppli_webhook_member(p_collector bigint) RETURNS jsonb AS $$
DECLARE
  v jsonb;
BEGIN
  SELECT jsonb_build_object('collector_token', c.token, 'user_id', c.sso_user_id, 'username', u.username) INTO v
    FROM collectors c LEFT JOIN sso_users u ON u.id = c.sso_user_id
   WHERE c.id = p_collector;
  RETURN coalesce(v, '{}'::jsonb);
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- Emits one event: {id, type, created_at, data}, data with the member's fields first when a
-- collector is given. Returns the event id, or NULL when no endpoint wants the type.
CREATE OR REPLACE FUNCTION raeppli_emit(p_type text, p_collector bigint, p_data jsonb) RETURNS text AS $$
DECLARE
  v_id text;
  v_at timestamptz := now();
  v_data jsonb := coalesce(p_data, '{}'::jsonb);
BEGIN
  IF NOT raeppli_webhooks_wanted(p_type) THEN
    RETURN NULL;
  END IF;
  v_id := 'evt_' || replace(gen_random_uuid()::text, '-', '');
  IF p_collector IS NOT NULL THEN
    v_data := raeppli_webhook_member(p_collector) || v_data;
  END IF;
  INSERT INTO webhook_events (id, type, payload, created_at)
  VALUES (v_id, p_type, jsonb_build_object('id', v_id, 'type', p_type,
            'created_at', to_char(v_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', v_data), v_at);
  INSERT INTO webhook_deliveries (event_id, endpoint_id, next_attempt_at, created_at)
  SELECT v_id, id, v_at, v_at FROM webhook_endpoints WHERE deleted_at IS NULL AND p_type = ANY (events);
  RETURN v_id;
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- An event about an order (order.created, order.state_changed, raffle.won): the order's fields,
-- its reward and member, and `p_extra` (e.g. {from, to}).
CREATE OR REPLACE FUNCTION raeppli_emit_order(p_type text, p_order bigint, p_extra jsonb) RETURNS text AS $$
DECLARE
  v_data jsonb;
  v_collector bigint;
BEGIN
  IF NOT raeppli_webhooks_wanted(p_type) THEN
    RETURN NULL;
  END IF;
  SELECT jsonb_build_object(
           'order_id', o.id, 'reward_id', o.reward_id, 'reward_title', r.title, 'reward_type', o.type,
           'delivery', o.delivery, 'units', o.units, 'amount', o.amount, 'cost', o.cost,
           'state', o.state, 'raffle_state', o.raffle_state,
           'ordered_at', to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
         o.collector_id
    INTO v_data, v_collector
    FROM orders o JOIN rewards r ON r.id = o.reward_id
   WHERE o.id = p_order;
  IF v_collector IS NULL THEN
    RETURN NULL;
  END IF;
  RETURN raeppli_emit(p_type, v_collector, v_data || coalesce(p_extra, '{}'::jsonb));
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- member.level_up when lifetime earned went from p_before to p_after across a level's threshold
-- (the published levels, as the member's standing counts them). The caller skips anonymous
-- members, who do not level up.
CREATE OR REPLACE FUNCTION raeppli_emit_level_up(p_collector bigint, p_before bigint, p_after bigint) RETURNS text AS $$
DECLARE
  v_was bigint;
  l levels%ROWTYPE;
BEGIN
  IF p_after <= p_before THEN
    RETURN NULL;
  END IF;
  IF NOT raeppli_webhooks_wanted('member.level_up') THEN
    RETURN NULL;
  END IF;
  SELECT id INTO v_was FROM levels WHERE published AND threshold <= p_before ORDER BY threshold DESC LIMIT 1;
  SELECT * INTO l FROM levels WHERE published AND threshold <= p_after ORDER BY threshold DESC LIMIT 1;
  IF NOT FOUND OR l.id IS NOT DISTINCT FROM v_was THEN
    RETURN NULL;
  END IF;
  RETURN raeppli_emit('member.level_up', p_collector, jsonb_build_object(
    'level', jsonb_build_object('id', l.id, 'rank', l.position, 'name', l.name, 'threshold', l.threshold),
    'lifetime_earned', p_after));
END
$$ LANGUAGE plpgsql VOLATILE;
