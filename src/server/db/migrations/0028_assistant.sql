-- The assistant (issue #16): conversations kept per member, or per browser session for a guest
-- (a hash of the session cookie, never the cookie itself); deleting one deletes its messages.
CREATE TABLE "assistant_conversations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text,
	"guest_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_conversations_owner_check" CHECK (("assistant_conversations"."user_id" is null) <> ("assistant_conversations"."guest_key" is null))
);
--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_conversations_user_idx" ON "assistant_conversations" USING btree ("user_id") WHERE "assistant_conversations"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_conversations_guest_idx" ON "assistant_conversations" USING btree ("guest_key") WHERE "assistant_conversations"."guest_key" is not null;--> statement-breakpoint
CREATE INDEX "assistant_conversations_updated_idx" ON "assistant_conversations" USING btree ("updated_at");--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" bigint NOT NULL,
	"role" text NOT NULL,
	"body" text NOT NULL,
	"intent" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action" jsonb,
	"action_done" boolean DEFAULT false NOT NULL,
	"low_confidence" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_messages_role_check" CHECK ("assistant_messages"."role" in ('member', 'assistant')),
	CONSTRAINT "assistant_messages_body_check" CHECK (char_length("assistant_messages"."body") <= 8000)
);
--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_messages_conversation_idx" ON "assistant_messages" USING btree ("conversation_id","id");
