-- Every instance's in-memory image index catches up with the pictures described since it last
-- looked (another instance described a new listing's photos): by when, so an index on it.
CREATE INDEX IF NOT EXISTS "image_search_pictures_computed_idx" ON "image_search_pictures" USING btree ("computed_at");
