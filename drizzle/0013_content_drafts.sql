ALTER TABLE "levels" DROP CONSTRAINT "levels_position_unique";--> statement-breakpoint
ALTER TABLE "levels" DROP CONSTRAINT "levels_threshold_unique";--> statement-breakpoint
ALTER TABLE "redirect_rules" DROP CONSTRAINT "redirect_rules_path_unique";--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "badges" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "levels" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redirect_rules" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "redirect_rules" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "redirect_rules" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "daily_reward_items" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "daily_reward_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "earning_rules" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "earning_rules" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "levels_live_position_uq" ON "levels" USING btree ("position") WHERE "levels"."published" and "levels"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "levels_live_threshold_uq" ON "levels" USING btree ("threshold") WHERE "levels"."published" and "levels"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "redirect_rules_live_path_uq" ON "redirect_rules" USING btree ("path") WHERE "redirect_rules"."published" and "redirect_rules"."archived_at" is null;