-- Issue 37 (bench:community): the /community home feed reads the newest visible entries of up to
-- hundreds of followed authors. Walking the global published index and filtering by author read
-- ~3,000 buffers for 20 rows (p95 36.6 ms at 100,000 members); one short range per author on this
-- index answers it from the index alone.
CREATE INDEX "community_entries_feed_idx" ON "community_entries" USING btree ("author_id","published_at" DESC,"id" DESC) WHERE "status" = 'published' AND "hidden_at" IS NULL;
