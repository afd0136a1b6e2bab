-- Issue #10 item 18: each word's first products in the dropdown's order (popularity, then id),
-- as keys (100 - popularity) * 2^32 + product_id, so the dropdown's candidates for a word
-- come from memory instead of reading thousands of rows. Filled by the next full refresh;
-- empty heads make the dropdown read rows as before.
ALTER TABLE "search_words" ADD COLUMN "head" bigint[] DEFAULT '{}'::bigint[] NOT NULL;
