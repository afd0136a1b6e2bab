-- Issue 37, leaderboards and discover (decision 059). Everything here is written by the
-- `community-boards.refresh` job from the community, portfolio, follows, pricing and orders
-- tables, and read by requests through these indexes only: a board page is an index range on
-- (board, period, rank), a member's own rank one row of (board, period, user_id), and discover
-- an index range on (facet, score). Readers never see a half-written board: each board's rows
-- are replaced in one transaction.
CREATE TABLE "board_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"consent" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_consents_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE "board_ranks" (
	"board" text NOT NULL,
	"period" text NOT NULL,
	"rank" integer NOT NULL,
	"user_id" text NOT NULL,
	"value" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "board_ranks_pk" PRIMARY KEY("board","period","rank"),
	CONSTRAINT "board_ranks_rank_check" CHECK ("rank" >= 1)
);--> statement-breakpoint
CREATE UNIQUE INDEX "board_ranks_member_idx" ON "board_ranks" USING btree ("board","period","user_id");--> statement-breakpoint
CREATE TABLE "board_runs" (
	"board" text NOT NULL,
	"period" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"members" integer NOT NULL,
	"took_ms" integer NOT NULL,
	CONSTRAINT "board_runs_pk" PRIMARY KEY("board","period")
);--> statement-breakpoint
CREATE TABLE "board_top_crossings" (
	"board" text NOT NULL,
	"period" text NOT NULL,
	"user_id" text NOT NULL,
	"crossings" integer DEFAULT 0 NOT NULL,
	"in_top" boolean NOT NULL,
	CONSTRAINT "board_top_crossings_pk" PRIMARY KEY("board","period","user_id"),
	CONSTRAINT "board_top_crossings_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE "discover_items" (
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"appreciations_count" integer NOT NULL,
	"comments_count" integer NOT NULL,
	"followers_count" integer NOT NULL,
	"appreciations_week" integer NOT NULL,
	"trending" double precision NOT NULL,
	"facets" text[] NOT NULL,
	CONSTRAINT "discover_items_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "discover_items_kind_check" CHECK ("kind" in ('entry', 'portfolio'))
);--> statement-breakpoint
CREATE TABLE "discover_facets" (
	"facet" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"appreciations_week" integer NOT NULL,
	"trending" double precision NOT NULL,
	CONSTRAINT "discover_facets_pk" PRIMARY KEY("facet","kind","item_id")
);--> statement-breakpoint
CREATE INDEX "discover_facets_trending_idx" ON "discover_facets" USING btree ("facet","trending" DESC,"published_at" DESC,"kind","item_id" DESC);--> statement-breakpoint
CREATE INDEX "discover_facets_week_idx" ON "discover_facets" USING btree ("facet","appreciations_week" DESC,"published_at" DESC,"kind","item_id" DESC);--> statement-breakpoint
CREATE INDEX "discover_facets_new_idx" ON "discover_facets" USING btree ("facet","published_at" DESC,"kind","item_id" DESC);--> statement-breakpoint
CREATE TABLE "discover_facet_list" (
	"facet" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"items" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "board_collector_facets" (
	"facet" text NOT NULL,
	"user_id" text NOT NULL,
	"pieces" integer NOT NULL,
	CONSTRAINT "board_collector_facets_pk" PRIMARY KEY("facet","user_id")
);--> statement-breakpoint
CREATE INDEX "board_collector_facets_pieces_idx" ON "board_collector_facets" USING btree ("facet","pieces" DESC,"user_id");
