-- Issue 37, moderation: what a moderator hid stays in the database (restore brings it back)
-- but is left out of every page, feed, discover list and leaderboard. The reports queue and
-- warnings follow below.
ALTER TABLE "community_entries" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
-- Who hid it (a moderator's user id; the audit log holds the why).
ALTER TABLE "community_entries" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "hidden_by" text;--> statement-breakpoint
-- A member's report of an entry, a comment or a public portfolio. The target is named by kind
-- and id only (it may be deleted while the report waits); its author is kept as reported, so
-- the queue still says whose it was. One open report per member and target (the partial
-- unique index); a resolved one leaves room for a new report.
CREATE TABLE "community_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"target_author_id" text NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reports_reporter_fk" FOREIGN KEY ("reporter_id") REFERENCES "user"("id") ON DELETE cascade,
	CONSTRAINT "community_reports_kind_check" CHECK ("target_kind" in ('entry', 'comment', 'portfolio')),
	CONSTRAINT "community_reports_reason_check" CHECK ("reason" in ('spam', 'harassment', 'counterfeit', 'personal_information', 'other')),
	CONSTRAINT "community_reports_note_check" CHECK (char_length("note") <= 500),
	CONSTRAINT "community_reports_status_check" CHECK ("status" in ('open', 'resolved')),
	CONSTRAINT "community_reports_resolution_check" CHECK (("status" = 'open') = ("resolution" is null) and ("resolution" is null or "resolution" in ('hidden', 'warned', 'dismissed')))
);--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_open_once_idx" ON "community_reports" USING btree ("target_kind","target_id","reporter_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "community_reports_queue_idx" ON "community_reports" USING btree ("status","target_kind","target_id","created_at");--> statement-breakpoint
-- A moderator's warning to a member about something they wrote (sent as a notification too).
CREATE TABLE "community_warnings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"member_id" text NOT NULL,
	"moderator_id" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" bigint NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_warnings_member_fk" FOREIGN KEY ("member_id") REFERENCES "user"("id") ON DELETE cascade,
	CONSTRAINT "community_warnings_kind_check" CHECK ("target_kind" in ('entry', 'comment', 'portfolio')),
	CONSTRAINT "community_warnings_message_check" CHECK (char_length("message") between 1 and 1000)
);--> statement-breakpoint
CREATE INDEX "community_warnings_member_idx" ON "community_warnings" USING btree ("member_id","created_at" DESC);
