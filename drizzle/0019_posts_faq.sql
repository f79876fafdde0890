CREATE TABLE "faq_sections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"draft" jsonb,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"teaser" text NOT NULL,
	"image_url" text,
	"body" text NOT NULL,
	"publish_at" timestamp with time zone,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"draft" jsonb,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "posts_live_idx" ON "posts" USING btree ("publish_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."published" and "posts"."archived_at" is null;