-- The one idempotency engine (docs/architecture.md, "Money engine"). Every retried write — host
-- events, adjustments, spends, refunds, and whatever credits or debits Räppli next — claims its
-- (scope, key) inside its own transaction with raeppli_claim and ends with raeppli_answer.
--   p = {"scope": text, "key": text, "hash": sha256 of the canonical request body} or NULL (no key).
-- The first request owns the key; a concurrent one with the same key waits on the primary key until
-- the owner commits, then gets the stored answer ({"replay": true, "status", "response"}). The same
-- key with another body is IDEMPOTENCY_KEY_REUSED (422). A refused request rolls its claim back, so
-- it changed nothing and may be retried.
CREATE OR REPLACE FUNCTION raeppli_claim(p jsonb) RETURNS jsonb AS $$
DECLARE
  v_prior idempotent_requests%ROWTYPE;
BEGIN
  IF p IS NULL OR jsonb_typeof(p) <> 'object' THEN
    RETURN NULL;
  END IF;
  INSERT INTO idempotent_requests (scope, key, request_hash) VALUES (p ->> 'scope', p ->> 'key', p ->> 'hash') ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN NULL;
  END IF;
  SELECT * INTO v_prior FROM idempotent_requests WHERE scope = p ->> 'scope' AND key = p ->> 'key';
  IF v_prior.request_hash <> p ->> 'hash' THEN
    PERFORM raeppli_refuse('IDEMPOTENCY_KEY_REUSED');
  END IF;
  IF v_prior.status IS NULL THEN
    PERFORM raeppli_refuse('CONFLICT');
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
    UPDATE idempotent_requests SET status = (p ->> 'status')::integer, response = p -> 'response'
     WHERE scope = p -> 'idem' ->> 'scope' AND key = p -> 'idem' ->> 'key';
  END IF;
  RETURN jsonb_build_object('replay', false, 'status', (p ->> 'status')::integer, 'response', p -> 'response');
END
$$ LANGUAGE plpgsql VOLATILE;
