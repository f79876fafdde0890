CREATE TABLE "sso_users" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"username" text,
	"email" text,
	"firstname" text,
	"lastname" text,
	"birthday" date,
	"telephone" text,
	"street" text,
	"street_nr" text,
	"city" text,
	"postcode" text,
	"country" text,
	"gender" text,
	"privacy" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_users_token_unique" UNIQUE("token"),
	CONSTRAINT "sso_users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "collectors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"sso_user_id" text,
	"lang" text DEFAULT 'de' NOT NULL,
	"points_available" bigint DEFAULT 0 NOT NULL,
	"lifetime_earned" bigint DEFAULT 0 NOT NULL,
	"lifetime_spent" bigint DEFAULT 0 NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "collectors_token_unique" UNIQUE("token"),
	CONSTRAINT "collectors_sso_user_id_unique" UNIQUE("sso_user_id"),
	CONSTRAINT "collectors_points_available_nonnegative" CHECK ("collectors"."points_available" >= 0),
	CONSTRAINT "collectors_lifetime_nonnegative" CHECK ("collectors"."lifetime_earned" >= 0 and "collectors"."lifetime_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collector_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"remaining" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_amount_nonzero" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_remaining_valid" CHECK ("ledger_entries"."remaining" is null or ("ledger_entries"."remaining" >= 0 and "ledger_entries"."remaining" <= "ledger_entries"."amount"))
);
--> statement-breakpoint
CREATE TABLE "actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collector_id" bigint NOT NULL,
	"step" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "badges_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "collector_badges" (
	"collector_id" bigint NOT NULL,
	"badge_id" bigint NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collector_badges_collector_id_badge_id_pk" PRIMARY KEY("collector_id","badge_id")
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"threshold" bigint NOT NULL,
	"image_url" text,
	CONSTRAINT "levels_position_unique" UNIQUE("position"),
	CONSTRAINT "levels_threshold_unique" UNIQUE("threshold")
);
--> statement-breakpoint
CREATE TABLE "redirect_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"target" text NOT NULL,
	"permanent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "redirect_rules_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"delivery" text NOT NULL,
	"category_id" integer NOT NULL,
	"cost" bigint NOT NULL,
	"stock" integer,
	"sponsor" text,
	"image_url" text,
	"exclusive" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"menu_link" text,
	"content" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "specials_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "collectors" ADD CONSTRAINT "collectors_sso_user_id_sso_users_id_fk" FOREIGN KEY ("sso_user_id") REFERENCES "public"."sso_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "actions" ADD CONSTRAINT "actions_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_badges" ADD CONSTRAINT "collector_badges_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collector_badges" ADD CONSTRAINT "collector_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collectors_created_at_idx" ON "collectors" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_collector_idempotency_uq" ON "ledger_entries" USING btree ("collector_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_collector_created_idx" ON "ledger_entries" USING btree ("collector_id","created_at");--> statement-breakpoint
CREATE INDEX "actions_collector_step_idx" ON "actions" USING btree ("collector_id","step","created_at");--> statement-breakpoint
CREATE INDEX "rewards_category_idx" ON "rewards" USING btree ("category_id");