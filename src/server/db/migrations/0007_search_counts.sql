CREATE TABLE "search_overlaps" (
	"prefix" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "implies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "search_overlaps_prefix_idx" ON "search_overlaps" USING btree ("prefix" text_pattern_ops);--> statement-breakpoint
-- The words of a text for product_search.words, now each once and in byte order: ndoc then
-- counts products, not occurrences, and words sharing a prefix sit side by side.
CREATE OR REPLACE FUNCTION patina_search_words(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(d.w ORDER BY d.w), '{}')
    FROM (SELECT DISTINCT u.w COLLATE "C" AS w FROM unnest(string_to_array(patina_search_norm($1), ' ')) u(w) WHERE u.w <> '') d
  $$;
--> statement-breakpoint
-- For a product's words (sorted, distinct): the letters each pair of neighbours shares, when
-- they share at least two. search_overlaps counts them per prefix.
CREATE OR REPLACE FUNCTION patina_search_overlaps(words text[]) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT left(p.a, (SELECT max(n) FROM generate_series(2, least(length(p.a), length(p.b))) n WHERE left(p.a, n) = left(p.b, n)))
    FROM (SELECT words[k] AS a, words[k + 1] AS b FROM generate_subscripts(words, 1) k) p
    WHERE p.b IS NOT NULL AND left(p.a, 2) = left(p.b, 2)
  $$;
--> statement-breakpoint
-- What each word of a query (at most eight) searches for: the catalogue words it begins
-- (prefix as you type; the 1,000 commonest when a short prefix begins more), or else the
-- closest catalogue word by trigram similarity (typos: 'rolx' -> rolex), or else nothing.
-- ndoc sums the products carrying those words; nprod counts them once each (exact for a
-- word of two letters or more: the sum less the overlaps; for one letter, an upper bound);
-- implies are the words all those products carry. The query is a parameter: never SQL.
DROP FUNCTION IF EXISTS patina_search_terms(text);
--> statement-breakpoint
CREATE FUNCTION patina_search_terms(query text)
  RETURNS TABLE (i integer, token text, words text[], ndoc bigint, nprod bigint, implies text[], corrected boolean)
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$
    SELECT t.i::integer, t.w,
           coalesce(p.words, c.words, '{}'),
           coalesce(p.ndoc, c.ndoc, 0),
           CASE WHEN p.words IS NOT NULL THEN a.ndoc - coalesce(o.n, 0) ELSE coalesce(c.ndoc, 0) END,
           coalesce(m.implies, '{}'),
           p.words IS NULL AND c.words IS NOT NULL
    FROM unnest((string_to_array(patina_search_norm(query), ' '))[1:8]) WITH ORDINALITY AS t(w, i)
    LEFT JOIN LATERAL (
      SELECT array_agg(x.word) AS words, sum(x.ndoc)::bigint AS ndoc
      FROM (
        SELECT s.word, s.ndoc FROM search_words s
        WHERE s.word ~>=~ t.w AND s.word ~<~ (t.w || chr(1114111))
        ORDER BY s.ndoc DESC, s.word LIMIT 1000
      ) x
      HAVING count(*) > 0
    ) p ON true
    LEFT JOIN LATERAL (
      SELECT sum(s.ndoc)::bigint AS ndoc FROM search_words s
      WHERE p.words IS NOT NULL AND s.word ~>=~ t.w AND s.word ~<~ (t.w || chr(1114111))
    ) a ON true
    LEFT JOIN LATERAL (
      SELECT sum(v.n)::bigint AS n FROM search_overlaps v
      WHERE p.words IS NOT NULL AND v.prefix ~>=~ t.w AND v.prefix ~<~ (t.w || chr(1114111))
    ) o ON true
    LEFT JOIN LATERAL (
      SELECT ARRAY[s.word] AS words, s.ndoc::bigint AS ndoc FROM search_words s
      WHERE p.words IS NULL AND s.word % t.w
      ORDER BY similarity(s.word, t.w) DESC, s.ndoc DESC, s.word LIMIT 1
    ) c ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(z.v ORDER BY z.v) AS implies
      FROM (
        SELECT v FROM search_words s, unnest(s.implies) v
        WHERE s.word = ANY (coalesce(p.words, c.words))
        GROUP BY v HAVING count(*) = cardinality(coalesce(p.words, c.words))
      ) z
    ) m ON true
    WHERE t.w <> ''
    ORDER BY t.i
  $$;
--> statement-breakpoint
-- Products leaving product_search (a refresh of some products, or a product deleted and its
-- row with it) leave the counts; a full refresh truncates instead and counts anew.
CREATE OR REPLACE FUNCTION patina_search_forget() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  UPDATE search_words s SET ndoc = s.ndoc - g.n
  FROM (SELECT u.w, count(*)::int AS n FROM gone, unnest(gone.words) u(w) GROUP BY u.w) g
  WHERE s.word = g.w;
  DELETE FROM search_words s WHERE s.ndoc <= 0 AND s.word IN (SELECT u.w FROM gone, unnest(gone.words) u(w));
  UPDATE search_overlaps v SET n = v.n - g.n
  FROM (SELECT x.prefix, count(*)::int AS n FROM gone, patina_search_overlaps(gone.words) x(prefix) GROUP BY x.prefix) g
  WHERE v.prefix = g.prefix;
  DELETE FROM search_overlaps WHERE n <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_forget AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION patina_search_forget();
--> statement-breakpoint
-- Rows written before this migration hold repeated words and no implications: empty the
-- search tables, and the server fills them again from the catalogue at its next start.
TRUNCATE product_search, search_words;
