-- Fewer statements per spend (docs/benchmarks.md, "Spends").
-- The SSO pair's rule takes the SSO user's token, read with the member (15-member.sql): the
-- version that read it itself goes.
DROP FUNCTION IF EXISTS raeppli_sso_problem(collectors, text, boolean);
--> statement-breakpoint
-- The append-only guard of the ledger (0002) runs its function only when an update breaks the rule:
-- the condition is the trigger's WHEN, evaluated without a PL/pgSQL call, so the one update a spend
-- makes (a credit's remainder falling) no longer pays for one. Deletes always raise.
-- The function now also guards reason_params (added in 0007 after the guard was written).
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
DROP TRIGGER ledger_entries_append_only ON ledger_entries;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_delete
  BEFORE DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE ON ledger_entries
  FOR EACH ROW
  WHEN (NEW.id <> OLD.id OR NEW.collector_id <> OLD.collector_id OR NEW.amount <> OLD.amount
     OR NEW.kind <> OLD.kind OR NEW.reason <> OLD.reason OR NEW.reference IS DISTINCT FROM OLD.reference
     OR NEW.idempotency_key <> OLD.idempotency_key OR NEW.data <> OLD.data
     OR NEW.expires_at IS DISTINCT FROM OLD.expires_at OR NEW.created_at <> OLD.created_at
     OR NEW.reason_params IS DISTINCT FROM OLD.reason_params
     OR (NEW.remaining IS DISTINCT FROM OLD.remaining AND (OLD.remaining IS NULL OR NEW.remaining > OLD.remaining)))
  EXECUTE FUNCTION ledger_entries_append_only();
