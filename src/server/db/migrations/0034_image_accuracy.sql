-- Image search accuracy (issue #15): a picture's descriptors carry the version of the code that computed them; older ones are computed again at the next indexing.
ALTER TABLE "image_search_pictures" ADD COLUMN "descriptor_version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- The newest pieces a picture shows are read in the index's order (1,000,000 products share some 500 drawings: no sort of 2,000 rows per picture).
DROP INDEX IF EXISTS "image_search_entries_image_idx";
--> statement-breakpoint
CREATE INDEX "image_search_entries_image_idx" ON "image_search_entries" USING btree ("image_url","product_id");
