-- Members (docs/architecture.md, "API"): the one member lookup and the rules of who may act.

-- Why a member may not act with an SSO pair, or NULL when it may: a token merged into an account
-- on sign-in → COLLECTOR_MERGED (it acts for nobody any more; docs/sso.md, "Signing in"); anonymous →
-- ANONYMOUS_NOT_ALLOWED (prompt to log in), no pair → MISSING_HASH_TOKEN, a pair of someone else or
-- a wrong hash → INVALID_HASH_TOKEN. p_user_token is the token of the member's SSO user (read with
-- the member, so the rule itself reads nothing); p_hash_ok says whether the pair's hash is the HMAC
-- of its token under the SSO secret, which only the API knows (lib/server/services/credentials.ts);
-- the tokens are compared through their digests, so the comparison takes no time that depends on
-- the secret.
-- (The small helpers here are PL/pgSQL, not SQL functions: called from PL/pgSQL, a SQL function is
-- planned anew on every call; a PL/pgSQL one keeps its plans for the session.)
CREATE OR REPLACE FUNCTION raeppli_sso_problem(c collectors, p_user_token text, p_sso_token text, p_hash_ok boolean) RETURNS text AS $$
BEGIN
  IF c.merged_into_id IS NOT NULL THEN
    RETURN 'COLLECTOR_MERGED';
  ELSIF c.sso_user_id IS NULL THEN
    RETURN 'ANONYMOUS_NOT_ALLOWED';
  ELSIF p_sso_token IS NULL THEN
    RETURN 'MISSING_HASH_TOKEN';
  ELSIF NOT coalesce(p_hash_ok, false) OR p_user_token IS NULL OR md5(p_user_token) <> md5(p_sso_token) THEN
    RETURN 'INVALID_HASH_TOKEN';
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql IMMUTABLE;
--> statement-breakpoint

-- A subscription counts while active and not past its end (only the host API sets it).
CREATE OR REPLACE FUNCTION raeppli_subscriber(c collectors, p_now timestamptz) RETURNS boolean AS $$
BEGIN
  RETURN c.subscription_active AND (c.subscription_until IS NULL OR c.subscription_until > p_now);
END
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint

-- The member who spends, locked for the rest of the transaction. p = {token, sso_token?, hash_ok?}
-- (the API: the SSO pair is checked) or {collector_id} (the seed and tools: no pair). With p_row_lock
-- its row FOR NO KEY UPDATE (the spend changes it; the mode keeps the member's writers apart but
-- lets foreign keys to the member through, such as the raffle draw's notification of a winner),
-- else a transaction-level advisory lock on its id (class 725502), which serialises the member's
-- reservations without writing to its row.
CREATE OR REPLACE FUNCTION raeppli_spender(p jsonb, p_row_lock boolean) RETURNS collectors AS $$
DECLARE
  m record;
  v_problem text;
BEGIN
  -- One read: the member's row (m.c) with its SSO user's token (m.user_token) for the pair's rule.
  IF p ->> 'token' IS NOT NULL AND p_row_lock THEN
    SELECT x AS c, s.token AS user_token INTO m
      FROM collectors x LEFT JOIN sso_users s ON s.id = x.sso_user_id
     WHERE x.token = p ->> 'token' FOR NO KEY UPDATE OF x;
  ELSIF p ->> 'token' IS NOT NULL THEN
    SELECT x AS c, s.token AS user_token INTO m
      FROM collectors x LEFT JOIN sso_users s ON s.id = x.sso_user_id
     WHERE x.token = p ->> 'token';
  ELSIF p_row_lock THEN
    SELECT x AS c INTO m FROM collectors x WHERE id = (p ->> 'collector_id')::bigint FOR NO KEY UPDATE;
  ELSE
    SELECT x AS c INTO m FROM collectors x WHERE id = (p ->> 'collector_id')::bigint;
  END IF;
  IF NOT FOUND THEN
    PERFORM raeppli_refuse('COLLECTOR_NOT_FOUND');
  END IF;
  IF NOT p_row_lock THEN
    PERFORM pg_advisory_xact_lock(725502, ((m.c).id % 2147483647)::integer);
  END IF;
  IF p ->> 'token' IS NOT NULL THEN
    v_problem := raeppli_sso_problem(m.c, m.user_token, p ->> 'sso_token', (p ->> 'hash_ok')::boolean);
    IF v_problem IS NOT NULL THEN
      PERFORM raeppli_refuse(v_problem);
    END IF;
  END IF;
  RETURN m.c;
END
$$ LANGUAGE plpgsql VOLATILE;
