-- Custom SQL migration file, put your code below! ---- The ledger is append-only, enforced by the database: no deletes, and an update may only lower
-- what remains of a credit (FIFO spends and expiry). Corrections are new entries.
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger_entries is append-only: rows cannot be deleted';
  END IF;
  IF NEW.id <> OLD.id OR NEW.collector_id <> OLD.collector_id OR NEW.amount <> OLD.amount
     OR NEW.kind <> OLD.kind OR NEW.reason <> OLD.reason OR NEW.reference IS DISTINCT FROM OLD.reference
     OR NEW.idempotency_key <> OLD.idempotency_key OR NEW.data <> OLD.data
     OR NEW.expires_at IS DISTINCT FROM OLD.expires_at OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'ledger_entries is append-only: only the remaining amount of a credit may change';
  END IF;
  IF NEW.remaining IS DISTINCT FROM OLD.remaining AND (OLD.remaining IS NULL OR NEW.remaining > OLD.remaining) THEN
    RAISE EXCEPTION 'ledger_entries: the remaining amount of a credit can only decrease';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
