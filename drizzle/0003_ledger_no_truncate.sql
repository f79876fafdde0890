-- Custom SQL migration file, put your code below! ---- TRUNCATE bypasses row triggers: refuse it on the ledger too.
CREATE OR REPLACE FUNCTION ledger_entries_no_truncate() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: it cannot be truncated';
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_no_truncate();
