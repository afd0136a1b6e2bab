-- A listing sold at auction runs as one lot (issues #12 and #14): the lot made when its listing
-- goes live is found by the listing, and a redelivered event cannot make a second.
CREATE UNIQUE INDEX "auctions_listing_idx" ON "auctions" USING btree ("listing_id") WHERE "listing_id" IS NOT NULL;
