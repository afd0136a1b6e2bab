-- Every instance holds the dropdown's candidates' names in memory and ranks them itself
-- (decision 042). It catches up with the rows written since it last looked: each
-- product_search row is numbered as written (refreshes delete and insert, so a changed
-- product's row gets a new number), and the numbers are read by range.
CREATE SEQUENCE IF NOT EXISTS "product_search_seq";
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN IF NOT EXISTS "seq" bigint DEFAULT nextval('product_search_seq') NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_search_seq_idx" ON "product_search" USING btree ("seq");
