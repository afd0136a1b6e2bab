-- Issue #11 "Messages": conversations between two members, optionally about a product, a
-- listing or an order. Unread counts are kept, not counted: one counter per participant and
-- one per member, changed in the same transaction as the send or read that moves them.
CREATE TABLE "conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	-- The pair in id order, so a pair and a subject have one conversation whoever starts it.
	"member_a" text NOT NULL,
	"member_b" text NOT NULL,
	"subject_kind" text,
	"subject_id" bigint,
	"started_by" text NOT NULL,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_pair_order_check" CHECK ("member_a" < "member_b"),
	CONSTRAINT "conversations_subject_check" CHECK (("subject_kind" IS NULL) = ("subject_id" IS NULL)),
	CONSTRAINT "conversations_subject_kind_check" CHECK ("subject_kind" IN ('product', 'listing', 'order')),
	CONSTRAINT "conversations_pair_subject_unique" UNIQUE NULLS NOT DISTINCT ("member_a", "member_b", "subject_kind", "subject_id")
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"conversation_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"other_user_id" text NOT NULL,
	-- The conversation's newest message, copied here so a member's list is one index range.
	"last_message_id" bigint DEFAULT 0 NOT NULL,
	-- Read cursor: every message of the other member up to this id is read.
	"last_read_message_id" bigint DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "conversation_participants_pk" PRIMARY KEY ("conversation_id", "user_id"),
	CONSTRAINT "conversation_participants_unread_check" CHECK ("unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "chat_unread" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_unread_count_check" CHECK ("unread_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"conversation_id" bigint NOT NULL,
	"sender_id" text NOT NULL,
	-- As the recipient reads it: contact details masked.
	"body" text NOT NULL,
	-- What the sender wrote, for moderators; null when nothing was masked (then it is "body").
	"original_body" text,
	"masked" text[] DEFAULT '{}'::text[] NOT NULL,
	"attachment_count" smallint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_body_length_check" CHECK (char_length("body") <= 8000 AND char_length(coalesce("original_body", '')) <= 8000),
	CONSTRAINT "messages_content_check" CHECK ("body" <> '' OR "attachment_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"conversation_id" bigint NOT NULL,
	"uploader_id" text NOT NULL,
	-- Null until the message that carries it is sent; unsent ones expire after a day.
	"message_id" bigint,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_attachments_storage_key_unique" UNIQUE ("storage_key"),
	CONSTRAINT "message_attachments_type_check" CHECK ("content_type" IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
	CONSTRAINT "message_attachments_size_check" CHECK ("byte_size" > 0 AND "byte_size" <= 10485760)
);
--> statement-breakpoint
CREATE TABLE "member_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_blocks_pk" PRIMARY KEY ("blocker_id", "blocked_id"),
	CONSTRAINT "member_blocks_self_check" CHECK ("blocker_id" <> "blocked_id")
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"message_id" bigint NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_reports_once" UNIQUE ("message_id", "reporter_id"),
	CONSTRAINT "message_reports_reason_check" CHECK ("reason" IN ('spam', 'scam', 'harassment', 'off_platform', 'other')),
	CONSTRAINT "message_reports_status_check" CHECK ("status" IN ('open', 'reviewed', 'dismissed')),
	CONSTRAINT "message_reports_details_check" CHECK (char_length("details") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_a_fk" FOREIGN KEY ("member_a") REFERENCES "public"."user"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_b_fk" FOREIGN KEY ("member_b") REFERENCES "public"."user"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "chat_unread" ADD CONSTRAINT "chat_unread_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_conversation_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_uploader_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."user"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocker_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "member_blocks" ADD CONSTRAINT "member_blocks_blocked_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade;--> statement-breakpoint
-- A member's conversations, newest first, read as one index range.
CREATE INDEX "conversation_participants_user_recent_idx" ON "conversation_participants" USING btree ("user_id", "last_message_id" DESC);--> statement-breakpoint
-- The pair's second member finds their conversations too (deleting a member, admin views).
CREATE INDEX "conversations_member_b_idx" ON "conversations" USING btree ("member_b");--> statement-breakpoint
-- A thread's pages, and the unread messages after a read cursor.
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "messages_sender_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
-- Idempotent sends: one message per member and Idempotency-Key.
CREATE UNIQUE INDEX "messages_idempotency_idx" ON "messages" USING btree ("sender_id", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id") WHERE "message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "message_attachments_conversation_idx" ON "message_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "message_attachments_uploader_idx" ON "message_attachments" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "message_reports_reporter_idx" ON "message_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("created_at") WHERE "status" = 'open';
