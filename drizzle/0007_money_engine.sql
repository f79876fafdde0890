ALTER TABLE "ledger_entries" ADD COLUMN "reason_params" jsonb;--> statement-breakpoint
-- The money engine's functions live in lib/server/db/functions/; the applier drops signatures that went away.
