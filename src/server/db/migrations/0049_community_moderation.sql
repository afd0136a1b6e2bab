-- Issue 37, moderation: what a moderator hid stays in the database (restore brings it back)
-- but is left out of every page, feed, discover list and leaderboard. The reports queue and
-- warnings follow below.
ALTER TABLE "community_entries" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "hidden_at" timestamp with time zone;
