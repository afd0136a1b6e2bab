-- Issue #17: the club. The audit log of every admin action, in-app notifications (the rest of
-- them comes with issue #11), membership applications with their phone codes, and the club's
-- one setting.
CREATE TABLE IF NOT EXISTS "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	-- null: the system (automatic approval, retention); kept when the account is deleted.
	"actor_id" text,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type", "subject_id", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_subject_id_idx" ON "audit_log" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_action_idx" ON "audit_log" USING btree ("action", "at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id", "at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"icon" text,
	"color" text,
	"action_url" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_user_idx" ON "notifications" USING btree ("user_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "membership_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"state" text DEFAULT 'draft' NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"country" text,
	"date_of_birth" date,
	"phone" text,
	"phone_verified_at" timestamp with time zone,
	"interest_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"interest_houses" text[] DEFAULT '{}'::text[] NOT NULL,
	"buying_and_selling" text DEFAULT '' NOT NULL,
	-- The identity document: a key into the private store, never a path anyone sent.
	"document_key" text,
	"document_type" text,
	"document_bytes" integer,
	"document_sha256" text,
	"document_uploaded_at" timestamp with time zone,
	"document_deleted_at" timestamp with time zone,
	"rules_version" text,
	"rules_accepted_at" timestamp with time zone,
	"info_request" text,
	"info_answer" text,
	"decline_reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "membership_applications_state_check" CHECK ("state" IN ('draft', 'submitted', 'in_review', 'more_info_requested', 'approved', 'declined')),
	CONSTRAINT "membership_applications_document_type_check" CHECK ("document_type" IS NULL OR "document_type" IN ('image/jpeg', 'image/png', 'image/webp'))
);--> statement-breakpoint
-- One open (not yet decided) application per person, whatever two requests at once try.
CREATE UNIQUE INDEX IF NOT EXISTS "membership_applications_open_idx" ON "membership_applications" USING btree ("user_id") WHERE "state" NOT IN ('approved', 'declined');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_applications_user_idx" ON "membership_applications" USING btree ("user_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_applications_queue_idx" ON "membership_applications" USING btree ("state", "submitted_at");--> statement-breakpoint
-- The duplicate signals: the same phone, name and birth date, or document across accounts.
CREATE INDEX IF NOT EXISTS "membership_applications_phone_idx" ON "membership_applications" USING btree ("phone") WHERE "phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_applications_name_birth_idx" ON "membership_applications" USING btree (lower("legal_name"), "date_of_birth") WHERE "date_of_birth" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_applications_document_idx" ON "membership_applications" USING btree ("document_sha256") WHERE "document_sha256" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "phone_codes" (
	"application_id" uuid PRIMARY KEY NOT NULL REFERENCES "membership_applications"("id") ON DELETE CASCADE,
	"phone" text NOT NULL,
	-- HMAC of the code: a database read does not give the code away.
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "club_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_settings_one_row" CHECK ("id")
);--> statement-breakpoint
INSERT INTO "club_settings" ("id", "auto_approve") VALUES (true, false) ON CONFLICT ("id") DO NOTHING;
