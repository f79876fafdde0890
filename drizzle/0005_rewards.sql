CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collector_id" bigint NOT NULL,
	"reward_id" bigint NOT NULL,
	"reservation_id" text NOT NULL,
	"type" text NOT NULL,
	"delivery" text NOT NULL,
	"units" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"cost" bigint NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"raffle_state" text,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"business_day" text NOT NULL,
	"coupon_code" text,
	"valid_until" timestamp with time zone,
	"active_until" timestamp with time zone,
	"used_at" timestamp with time zone,
	"debit_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "orders_units_positive" CHECK ("orders"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"reward_id" bigint PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"drawn_at" timestamp with time zone,
	"entries" jsonb,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"reward_id" bigint NOT NULL,
	"collector_id" bigint NOT NULL,
	"units" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"cost" bigint NOT NULL,
	"contact" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"business_day" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_units_positive" CHECK ("reservations"."units" > 0),
	CONSTRAINT "reservations_cost_nonnegative" CHECK ("reservations"."cost" >= 0 and "reservations"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "collectors" ADD COLUMN "subscription_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collectors" ADD COLUMN "subscription_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collectors" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "details" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "stock_left" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "participation_limit" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "redeem_limit" integer;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "redeem_limit_period" text;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "external_url" text;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "valid_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "fund_goal" bigint;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "fund_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "winners" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "special_slug" text;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rewards" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "rewards" SET "stock_left" = "stock";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_collector_idx" ON "orders" USING btree ("collector_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_member_reward_idx" ON "orders" USING btree ("collector_id","reward_id");--> statement-breakpoint
CREATE INDEX "orders_reward_raffle_idx" ON "orders" USING btree ("reward_id") WHERE "orders"."raffle_state" is not null;--> statement-breakpoint
CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "reservations_held_idx" ON "reservations" USING btree ("expires_at") WHERE "reservations"."state" = 'held';--> statement-breakpoint
CREATE INDEX "reservations_member_idx" ON "reservations" USING btree ("collector_id","reward_id") WHERE "reservations"."state" = 'held';--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_cost_nonnegative" CHECK ("rewards"."cost" >= 0);--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_stock_valid" CHECK ("rewards"."stock_left" is null or ("rewards"."stock_left" >= 0 and "rewards"."stock_left" <= "rewards"."stock"));--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_fund_total_nonnegative" CHECK ("rewards"."fund_total" >= 0);--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_winners_positive" CHECK ("rewards"."winners" >= 1);