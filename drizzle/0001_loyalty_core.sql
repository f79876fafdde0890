CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collector_id" bigint NOT NULL,
	"type" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collector_id" bigint NOT NULL,
	"step" text NOT NULL,
	"item_key" text,
	"business_day" date NOT NULL,
	"awarded" integer NOT NULL,
	"outcome" text NOT NULL,
	"ledger_entry_id" bigint,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_reward_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"points" integer NOT NULL,
	"weight" integer NOT NULL,
	"image_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collector_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"business_day" date NOT NULL,
	"points" integer NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earning_rules" (
	"step" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"daily_cap" integer,
	"weekly_cap" integer,
	"lifetime_cap" integer,
	"dedupe_field" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "earning_rules_points_positive" CHECK ("earning_rules"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "collectors" ADD COLUMN "opt_out_reason" text;--> statement-breakpoint
ALTER TABLE "collectors" ADD COLUMN "merged_into_id" bigint;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "rule" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rewards" ADD CONSTRAINT "daily_rewards_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rewards" ADD CONSTRAINT "daily_rewards_item_id_daily_reward_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."daily_reward_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_rewards" ADD CONSTRAINT "daily_rewards_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_collector_idx" ON "notifications" USING btree ("collector_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_collector_step_day_idx" ON "activity_events" USING btree ("collector_id","step","business_day");--> statement-breakpoint
CREATE INDEX "activity_collector_step_item_idx" ON "activity_events" USING btree ("collector_id","step","item_key") WHERE "activity_events"."awarded" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_rewards_collector_day_uq" ON "daily_rewards" USING btree ("collector_id","business_day");--> statement-breakpoint
CREATE INDEX "ledger_open_credits_idx" ON "ledger_entries" USING btree ("collector_id","expires_at") WHERE "ledger_entries"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "ledger_due_credits_idx" ON "ledger_entries" USING btree ("expires_at") WHERE "ledger_entries"."remaining" > 0 and "ledger_entries"."expires_at" is not null;