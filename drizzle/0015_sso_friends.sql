CREATE TABLE "sso_password_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"from_id" bigint NOT NULL,
	"to_id" bigint NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "friend_requests_not_self" CHECK ("friend_requests"."from_id" <> "friend_requests"."to_id")
);
--> statement-breakpoint
ALTER TABLE "sso_users" ADD COLUMN "avatar_key" text;--> statement-breakpoint
ALTER TABLE "sso_password_failures" ADD CONSTRAINT "sso_password_failures_user_id_sso_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sso_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_from_id_collectors_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_to_id_collectors_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."collectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_password_failures_user_idx" ON "sso_password_failures" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pair_uq" ON "friend_requests" USING btree (least("from_id", "to_id"),greatest("from_id", "to_id")) WHERE "friend_requests"."state" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "friend_requests_to_idx" ON "friend_requests" USING btree ("to_id","state");--> statement-breakpoint
CREATE INDEX "friend_requests_from_idx" ON "friend_requests" USING btree ("from_id","state");