-- The console finds a member by support token (docs/product.md §7.6: "c" + the collector token's
-- last 8 characters), by username or by e-mail address (docs/console.md, Members).
CREATE INDEX IF NOT EXISTS "collectors_support_idx" ON "collectors" (right("token", 8));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sso_users_email_lower_idx" ON "sso_users" (lower("email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "sso_users_username_lower_idx" ON "sso_users" (lower("username"));
