-- Notifications (issue #11): families for filters and preferences, an idempotency key per
-- source event and member, an unread counter per member (the badge is one primary-key read),
-- per-family preferences, the daily digest's record, and the devices a member signed in from.
ALTER TABLE "notifications" ADD COLUMN "family" text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "source_key" text;--> statement-breakpoint
UPDATE "notifications" SET "family" = CASE
  WHEN "type" LIKE 'membership\_%' THEN 'account'
  WHEN "type" = 'social.follow' THEN 'social'
  ELSE 'system' END;--> statement-breakpoint
-- One row per source event and member: a subscriber handling an event twice writes nothing more.
CREATE UNIQUE INDEX "notifications_source_idx" ON "notifications" USING btree ("user_id", "source_key") WHERE "source_key" IS NOT NULL;--> statement-breakpoint
-- Pages of the list (newest first, id breaks ties), of one family, and of the unread ones.
CREATE INDEX "notifications_user_page_idx" ON "notifications" USING btree ("user_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_user_family_idx" ON "notifications" USING btree ("user_id", "family", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_page_idx" ON "notifications" USING btree ("user_id", "created_at" DESC, "id" DESC) WHERE "read_at" IS NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "notifications_user_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "notifications_unread_idx";--> statement-breakpoint
CREATE TABLE "notification_counters" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_counters_unread_check" CHECK ("notification_counters"."unread" >= 0)
);--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "notification_counters" ("user_id", "unread")
  SELECT "user_id", count(*) FROM "notifications" WHERE "read_at" IS NULL GROUP BY "user_id";--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" text NOT NULL,
	"family" text NOT NULL,
	"in_app" boolean DEFAULT true NOT NULL,
	"email" text DEFAULT 'off' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_pk" PRIMARY KEY("user_id","family"),
	CONSTRAINT "notification_preferences_email_check" CHECK ("notification_preferences"."email" in ('off', 'immediately', 'daily'))
);--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Members with a family on the daily digest (the digest job's list).
CREATE INDEX "notification_preferences_daily_idx" ON "notification_preferences" USING btree ("user_id") WHERE "email" = 'daily';--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"items" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_digests_pk" PRIMARY KEY("user_id","day")
);--> statement-breakpoint
ALTER TABLE "notification_digests" ADD CONSTRAINT "notification_digests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Devices a member signed in from: a device cookie's hash, and the user-agent family's hash.
CREATE TABLE "known_devices" (
	"user_id" text NOT NULL,
	"device_hash" text NOT NULL,
	"family_hash" text NOT NULL,
	"label" text NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_pk" PRIMARY KEY("user_id","device_hash")
);--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_family_idx" ON "known_devices" USING btree ("user_id", "family_hash");
