CREATE TABLE "notification_popups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"action_label" text,
	"action_href" text,
	"audience" text DEFAULT 'everyone' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"draft" jsonb,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_collector_key_uq" ON "notifications" USING btree ("collector_id","key");