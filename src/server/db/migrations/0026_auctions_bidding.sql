-- Live bidding (issue #14, decision 025): the lot keeps the proxy state the rules engine
-- computes (src/shared/auctions/bidding.ts); the bid log is the truth it can be replayed from.
ALTER TABLE "auctions" ADD COLUMN "scheduled_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "leader_id" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "leader_max" bigint;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "second_max" bigint;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "reserve_met" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "bought_by" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "winner_id" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "hammer_price" bigint;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- The listing a seller made through the selling flow (null for the demo's lots).
ALTER TABLE "auctions" ADD COLUMN "listing_id" bigint;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_prices_check" CHECK ("starting_price" > 0 AND ("reserve_price" IS NULL OR "reserve_price" > 0) AND ("buy_now_price" IS NULL OR "buy_now_price" > 0));--> statement-breakpoint
CREATE INDEX "auctions_status_starts_idx" ON "auctions" USING btree ("status","starts_at");--> statement-breakpoint
CREATE TABLE "auction_bids" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"auction_id" bigint NOT NULL REFERENCES "auctions"("id") ON DELETE cascade,
	"bidder_id" text NOT NULL REFERENCES "user"("id"),
	"max_amount" bigint NOT NULL,
	-- The visible price right after this bid (the history shows it; the maximum stays hidden).
	"price_after" bigint NOT NULL,
	"leader_after" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	"void_reason" text,
	CONSTRAINT "auction_bids_max_check" CHECK ("max_amount" > 0),
	CONSTRAINT "auction_bids_key" UNIQUE ("auction_id", "bidder_id", "idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "auction_bids_auction_idx" ON "auction_bids" USING btree ("auction_id","id");--> statement-breakpoint
CREATE INDEX "auction_bids_bidder_idx" ON "auction_bids" USING btree ("bidder_id","auction_id");--> statement-breakpoint
CREATE TABLE "auction_watchers" (
	"auction_id" bigint NOT NULL REFERENCES "auctions"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("auction_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "auction_watchers_user_idx" ON "auction_watchers" USING btree ("user_id");
