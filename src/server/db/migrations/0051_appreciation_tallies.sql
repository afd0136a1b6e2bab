-- Issue 37 (bench:community, 500 appreciations a second on one entry): the author hears of an
-- entry's appreciations once a minute, in one notification ("Ben O. and 41 others appreciated
-- …"), not once each. A member's first appreciation of an entry is recorded here, with the minute
-- it fell in; the notification job of that minute reads its rows. A member who takes theirs back
-- and gives it again keeps the row, so the author hears of them once, ever (decision 062).
CREATE TABLE "community_appreciation_notices" (
	"entry_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"notice_window" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_appreciation_notices_pk" PRIMARY KEY("entry_id","user_id"),
	CONSTRAINT "community_appreciation_notices_entry_fk" FOREIGN KEY ("entry_id") REFERENCES "community_entries"("id") ON DELETE cascade,
	CONSTRAINT "community_appreciation_notices_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "community_appreciation_notices_window_idx" ON "community_appreciation_notices" USING btree ("entry_id","notice_window","created_at" DESC);
--> statement-breakpoint
-- An entry's appreciations given or taken back since its column was last brought up to date:
-- +1 or -1, written beside the appreciation in its transaction (insert only, so five hundred a
-- second never wait on each other). The tally job folds them into community_entries in one
-- statement (delete returning, update); the column plus what is pending is the exact count in
-- any snapshot (decision 062).
CREATE TABLE "community_appreciation_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"entry_id" bigint NOT NULL,
	"delta" smallint NOT NULL,
	CONSTRAINT "community_appreciation_deltas_entry_fk" FOREIGN KEY ("entry_id") REFERENCES "community_entries"("id") ON DELETE cascade,
	CONSTRAINT "community_appreciation_deltas_delta_check" CHECK ("delta" IN (-1, 1))
);--> statement-breakpoint
CREATE INDEX "community_appreciation_deltas_entry_idx" ON "community_appreciation_deltas" USING btree ("entry_id");
