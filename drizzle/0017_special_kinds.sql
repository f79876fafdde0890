ALTER TABLE "specials" ADD COLUMN "kind" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "config" jsonb DEFAULT '{}'::jsonb NOT NULL;