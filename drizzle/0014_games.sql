CREATE TABLE "prizewheel_budgets" (
	"segment_id" bigint NOT NULL,
	"business_day" date NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prizewheel_budgets_segment_id_business_day_pk" PRIMARY KEY("segment_id","business_day")
);
--> statement-breakpoint
CREATE TABLE "prizewheel_segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"reward_id" bigint,
	"weight" integer NOT NULL,
	"daily_budget" integer,
	"image_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"draft" jsonb,
	"archived_at" timestamp with time zone,
	CONSTRAINT "prizewheel_segments_weight_positive" CHECK ("prizewheel_segments"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "prizewheel_spins" (
	"id" text PRIMARY KEY NOT NULL,
	"collector_id" bigint NOT NULL,
	"business_day" date NOT NULL,
	"number" integer NOT NULL,
	"segment_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" integer,
	"reward_id" bigint,
	"ledger_entry_id" bigint,
	"reservation_id" text,
	"order_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"quiz_id" bigint NOT NULL,
	"collector_id" bigint NOT NULL,
	"answers" jsonb NOT NULL,
	"correct_count" integer NOT NULL,
	"passed" boolean NOT NULL,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"ledger_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_trials" (
	"collector_id" bigint PRIMARY KEY NOT NULL,
	"quiz_id" bigint NOT NULL,
	"premium_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"image_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pass_mark" integer NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"trial" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"draft" jsonb,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "prizewheel_budgets" ADD CONSTRAINT "prizewheel_budgets_segment_id_prizewheel_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."prizewheel_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizewheel_segments" ADD CONSTRAINT "prizewheel_segments_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizewheel_spins" ADD CONSTRAINT "prizewheel_spins_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizewheel_spins" ADD CONSTRAINT "prizewheel_spins_segment_id_prizewheel_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."prizewheel_segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizewheel_spins" ADD CONSTRAINT "prizewheel_spins_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizewheel_spins" ADD CONSTRAINT "prizewheel_spins_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prizewheel_spins" ADD CONSTRAINT "prizewheel_spins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_submissions" ADD CONSTRAINT "quiz_submissions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_submissions" ADD CONSTRAINT "quiz_submissions_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_submissions" ADD CONSTRAINT "quiz_submissions_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_trials" ADD CONSTRAINT "quiz_trials_collector_id_collectors_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_trials" ADD CONSTRAINT "quiz_trials_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prizewheel_spins_member_day_uq" ON "prizewheel_spins" USING btree ("collector_id","business_day","number");--> statement-breakpoint
CREATE INDEX "prizewheel_spins_day_idx" ON "prizewheel_spins" USING btree ("business_day");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_submissions_quiz_member_uq" ON "quiz_submissions" USING btree ("quiz_id","collector_id");