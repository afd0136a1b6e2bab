-- Second-chance offers (issue #14): a lot closed unsold with its reserve unmet may be offered by
-- its seller to the highest bidder at their maximum, once; the bidder accepts (an order) or
-- declines, or the offer expires. One row per lot: the primary key makes a second offer impossible.
CREATE TABLE "auction_second_chance" (
	"auction_id" bigint PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"bidder_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"order_id" text
);
--> statement-breakpoint
ALTER TABLE "auction_second_chance" ADD CONSTRAINT "auction_second_chance_auction_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "auction_second_chance_bidder_idx" ON "auction_second_chance" USING btree ("bidder_id","status");
--> statement-breakpoint
CREATE INDEX "auction_second_chance_seller_idx" ON "auction_second_chance" USING btree ("seller_id","status");
