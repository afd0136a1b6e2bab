-- Issue 37, public portfolios: a member's curated selection of pieces they own, shown to
-- members with its value over time (or only the pieces), followed and appreciated. What was
-- paid, when, and the member's notes stay on portfolio_items and are never shown here.
CREATE TABLE "community_portfolios" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cover_item_id" bigint,
	"show_values" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"appreciations_count" integer DEFAULT 0 NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_portfolios_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "user"("id") ON DELETE cascade,
	CONSTRAINT "community_portfolios_cover_fk" FOREIGN KEY ("cover_item_id") REFERENCES "portfolio_items"("id") ON DELETE set null,
	CONSTRAINT "community_portfolios_status_check" CHECK ("status" in ('draft', 'published')),
	CONSTRAINT "community_portfolios_title_check" CHECK (char_length("title") between 1 and 120),
	CONSTRAINT "community_portfolios_description_check" CHECK (char_length("description") <= 2000),
	CONSTRAINT "community_portfolios_published_check" CHECK (("status" = 'published') = ("published_at" is not null)),
	CONSTRAINT "community_portfolios_counts_check" CHECK ("appreciations_count" >= 0 and "followers_count" >= 0)
);--> statement-breakpoint
CREATE INDEX "community_portfolios_owner_idx" ON "community_portfolios" USING btree ("owner_id","updated_at" DESC);--> statement-breakpoint
CREATE INDEX "community_portfolios_published_idx" ON "community_portfolios" USING btree ("published_at" DESC,"id" DESC) WHERE "status" = 'published' and "hidden_at" is null;--> statement-breakpoint
CREATE TABLE "community_portfolio_pieces" (
	"portfolio_id" bigint NOT NULL,
	"item_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_portfolio_pieces_pk" PRIMARY KEY("portfolio_id","item_id"),
	CONSTRAINT "community_portfolio_pieces_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "community_portfolios"("id") ON DELETE cascade,
	CONSTRAINT "community_portfolio_pieces_item_fk" FOREIGN KEY ("item_id") REFERENCES "portfolio_items"("id") ON DELETE cascade,
	CONSTRAINT "community_portfolio_pieces_position_check" CHECK ("position" >= 0)
);--> statement-breakpoint
CREATE INDEX "community_portfolio_pieces_item_idx" ON "community_portfolio_pieces" USING btree ("item_id");--> statement-breakpoint
CREATE TABLE "community_portfolio_follows" (
	"portfolio_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_portfolio_follows_pk" PRIMARY KEY("portfolio_id","user_id"),
	CONSTRAINT "community_portfolio_follows_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "community_portfolios"("id") ON DELETE cascade,
	CONSTRAINT "community_portfolio_follows_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "community_portfolio_follows_user_idx" ON "community_portfolio_follows" USING btree ("user_id","created_at" DESC);--> statement-breakpoint
CREATE TABLE "community_portfolio_appreciations" (
	"portfolio_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_portfolio_appreciations_pk" PRIMARY KEY("portfolio_id","user_id"),
	CONSTRAINT "community_portfolio_appreciations_portfolio_fk" FOREIGN KEY ("portfolio_id") REFERENCES "community_portfolios"("id") ON DELETE cascade,
	CONSTRAINT "community_portfolio_appreciations_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "community_portfolio_appreciations_recent_idx" ON "community_portfolio_appreciations" USING btree ("portfolio_id","created_at" DESC);
