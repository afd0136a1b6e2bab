-- Issue #17: an admin may suspend an account (reason kept); suspension ends its member rights
-- at once because every request reads the account afresh.
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN IF NOT EXISTS "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_suspension_reason_check" CHECK (("suspended_at" IS NULL) = ("suspension_reason" IS NULL));
