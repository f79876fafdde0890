CREATE TABLE "voucher_campaigns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"points" integer,
	"reward_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"max_redemptions" integer,
	"per_member_limit" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"draft" jsonb,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_campaigns_gives_one" CHECK (("voucher_campaigns"."points" is null) <> ("voucher_campaigns"."reward_id" is null)),
	CONSTRAINT "voucher_campaigns_window" CHECK ("voucher_campaigns"."ends_at" > "voucher_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "voucher_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"code" text,
	"hint" text NOT NULL,
	"batch" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_guess_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collector_id" bigint NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code_id" bigint NOT NULL,
	"campaign_id" bigint NOT NULL,
	"collector_id" bigint NOT NULL,
	"business_day" date NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"ledger_entry_id" bigint,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voucher_campaigns" ADD CONSTRAINT "voucher_campaigns_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_codes" ADD CONSTRAINT "voucher_codes_campaign_id_voucher_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voucher_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_code_id_voucher_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."voucher_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_campaign_id_voucher_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voucher_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_codes_hash_uq" ON "voucher_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "voucher_codes_campaign_idx" ON "voucher_codes" USING btree ("campaign_id","batch");--> statement-breakpoint
CREATE INDEX "voucher_guess_failures_member_idx" ON "voucher_guess_failures" USING btree ("collector_id","at");--> statement-breakpoint
CREATE INDEX "voucher_guess_failures_address_idx" ON "voucher_guess_failures" USING btree ("address","at");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_redemptions_code_member_uq" ON "voucher_redemptions" USING btree ("code_id","collector_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_member_day_idx" ON "voucher_redemptions" USING btree ("collector_id","business_day");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_campaign_member_idx" ON "voucher_redemptions" USING btree ("campaign_id","collector_id");