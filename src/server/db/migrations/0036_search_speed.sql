-- Issue #10 item 18: each instance holds the search vocabulary (search_words, search_overlaps)
-- in memory and reloads it only when it changed. Every statement that writes either table
-- bumps this one row's version (statement triggers: refreshes by any process, the delete
-- trigger of 0007 included); instances read the version every few seconds.
CREATE TABLE "search_state" (
	"id" smallint PRIMARY KEY NOT NULL DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "search_state" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patina_search_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE search_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_words
  FOR EACH STATEMENT EXECUTE FUNCTION patina_search_changed();
--> statement-breakpoint
CREATE TRIGGER search_overlaps_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_overlaps
  FOR EACH STATEMENT EXECUTE FUNCTION patina_search_changed();
