-- The one idempotency engine (docs/architecture.md, "Money engine"). Every retried write — host
-- events, adjustments, spends, refunds, and whatever credits or debits Räppli next — starts with
-- raeppli_claim and ends with raeppli_answer, in one transaction.
--   p = {"scope": text, "key": text, "hash": sha256 of the canonical request body} or NULL (no key).
-- raeppli_claim takes a transaction-level advisory lock on (scope, key), so requests with one key
-- run one after the other — unless the claim says `"serialised": true`: the caller already holds a
-- lock that every request of this scope takes first (a spend's key is scoped to the member, whose
-- lock the spend holds) — then looks the key up: the stored answer comes back as a replay
-- ({"replay": true, "status", "response"}); the same key with another body is
-- IDEMPOTENCY_KEY_REUSED (422). raeppli_answer stores the answer at the end, in the same
-- transaction: a refused request stores nothing (its refusal aborts the transaction), so it
-- changed nothing and may be retried. One write per keyed request, and none for a refusal.
CREATE OR REPLACE FUNCTION raeppli_claim(p jsonb) RETURNS jsonb AS $$
DECLARE
  v_prior idempotent_requests%ROWTYPE;
BEGIN
  IF p IS NULL OR jsonb_typeof(p) <> 'object' THEN
    RETURN NULL;
  END IF;
  IF NOT coalesce((p ->> 'serialised')::boolean, false) THEN
    -- (class 725503; two keys sharing a 32-bit hash only wait for each other)
    PERFORM pg_advisory_xact_lock(725503, hashtext((p ->> 'scope') || ' ' || (p ->> 'key')));
  END IF;
  SELECT * INTO v_prior FROM idempotent_requests WHERE scope = p ->> 'scope' AND key = p ->> 'key';
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  IF v_prior.request_hash <> p ->> 'hash' THEN
    PERFORM raeppli_refuse('IDEMPOTENCY_KEY_REUSED');
  END IF;
  RETURN jsonb_build_object('replay', true, 'status', v_prior.status, 'response', v_prior.response);
END
$$ LANGUAGE plpgsql VOLATILE;
--> statement-breakpoint

-- Stores the answer to a claimed key (nothing without one) and returns it as the caller answers.
-- p = {"idem": the claim or null, "status", "response"} → {"replay": false, "status", "response"}.
CREATE OR REPLACE FUNCTION raeppli_answer(p jsonb) RETURNS jsonb AS $$
BEGIN
  IF jsonb_typeof(p -> 'idem') = 'object' THEN
    INSERT INTO idempotent_requests (scope, key, request_hash, status, response)
    VALUES (p -> 'idem' ->> 'scope', p -> 'idem' ->> 'key', p -> 'idem' ->> 'hash', (p ->> 'status')::integer, p -> 'response');
  END IF;
  RETURN jsonb_build_object('replay', false, 'status', (p ->> 'status')::integer, 'response', p -> 'response');
END
$$ LANGUAGE plpgsql VOLATILE;
