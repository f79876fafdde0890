-- Black Week prices (docs/specials-black-week-resolutions.md): while a published Black Week special
-- runs, the rewards its config lists cost its price. The one rule of what a reward costs now: the
-- redeem check (raeppli_redeem_verdict, 50-redeem.sql) charges it, the rewards API shows it
-- (lib/server/services/rewards.ts) and the special's page lists it.

-- The offers of one Black Week config ({"prices": [{"reward_id", "cost"}]}) that lower a reward's
-- price: a published reward (not archived), not a fund (its cost is the Räppli per donated unit), and an offer
-- below its regular cost. Entries that are not whole numbers are skipped (never an error: a bad
-- config must not stop every redeem).
CREATE OR REPLACE FUNCTION raeppli_black_week_offers(p_config jsonb) RETURNS TABLE (reward_id bigint, cost bigint) AS $$
  SELECT r.id, o.cost
    FROM (SELECT CASE WHEN e ->> 'reward_id' ~ '^[0-9]{1,15}$' THEN (e ->> 'reward_id')::bigint END AS reward_id,
                 CASE WHEN e ->> 'cost' ~ '^[0-9]{1,15}$' THEN (e ->> 'cost')::bigint END AS cost
            FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p_config -> 'prices') = 'array' THEN p_config -> 'prices' ELSE '[]'::jsonb END) AS e
           WHERE jsonb_typeof(e) = 'object') o
    JOIN rewards r ON r.id = o.reward_id
   WHERE r.published AND r.archived_at IS NULL AND r.type <> 'fund' AND o.cost < r.cost
$$ LANGUAGE sql STABLE;
--> statement-breakpoint

-- The price of every reward a Black Week lowers at p_now: the lowest offer among the published,
-- not archived Black Week specials running then (started or no start, not over or no end).
CREATE OR REPLACE FUNCTION raeppli_black_week_prices(p_now timestamptz) RETURNS TABLE (reward_id bigint, cost bigint) AS $$
  SELECT o.reward_id, min(o.cost)
    FROM specials s CROSS JOIN LATERAL raeppli_black_week_offers(s.config) o
   WHERE s.kind = 'black_week' AND s.published AND s.archived_at IS NULL
     AND (s.starts_at IS NULL OR s.starts_at <= p_now) AND (s.ends_at IS NULL OR s.ends_at > p_now)
   GROUP BY o.reward_id
$$ LANGUAGE sql STABLE;
