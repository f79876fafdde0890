ALTER TABLE "ledger_entries" ADD COLUMN "reason_params" jsonb;--> statement-breakpoint
-- The money engine's database functions now live one per file in lib/server/db/functions/ and are
-- (re)applied after the migrations at every start (lib/server/db/functions.ts), each taking one
-- jsonb argument. The positional versions of 0004 and 0006 go.
DROP FUNCTION IF EXISTS raeppli_earn_event(text, text, text, text, bigint, text, integer, text, integer, integer, integer, text, boolean, date, date, timestamptz, text, jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS raeppli_reserve(text, text, text, text, bigint, boolean, text, boolean, bigint, integer, integer, bigint, jsonb, timestamptz, text, jsonb, text, text, timestamptz, text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS raeppli_confirm(text, text, text, text, bigint, boolean, text, boolean, text, timestamptz, date, text, text, text[], bigint[], text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS raeppli_spender(text, bigint, boolean, text, boolean, boolean);
--> statement-breakpoint
DROP FUNCTION IF EXISTS raeppli_replay(text, text, text);
--> statement-breakpoint
DROP FUNCTION IF EXISTS raeppli_refuse_advent(text, timestamptz);
