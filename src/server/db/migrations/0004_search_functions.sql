-- Text the same way for the catalogue and for a query: lower case, accents off (the
-- IMMUTABLE patina_unaccent of 0001), anything but letters and digits to one space.
-- IMMUTABLE, so the refresh and expression indexes may use it.
CREATE OR REPLACE FUNCTION patina_search_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(patina_unaccent(lower($1)), '[^[:alnum:]]+', ' ', 'g')) $$;
--> statement-breakpoint
-- The words of a text, for product_search.words (a repeated word is harmless to the GIN
-- index; an aggregate to drop repeats would cost more than the rest of the refresh).
CREATE OR REPLACE FUNCTION patina_search_words(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT array_remove(string_to_array(patina_search_norm($1), ' '), '') $$;
--> statement-breakpoint
-- What each word of a query (at most eight) searches for: the catalogue words it begins
-- (prefix as you type; the 1,000 commonest when a short prefix begins more), or else the
-- closest catalogue word by trigram similarity (typos: 'rolx' -> rolex), or else nothing.
-- ndoc sums the products carrying those words; token is the query word as normalized. The query is a parameter: it is never SQL.
CREATE OR REPLACE FUNCTION patina_search_terms(query text)
  RETURNS TABLE (i integer, token text, words text[], ndoc bigint, corrected boolean)
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$
    SELECT t.i::integer, t.w, coalesce(p.words, c.words, '{}'), coalesce(p.ndoc, c.ndoc, 0), p.words IS NULL AND c.words IS NOT NULL
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
      SELECT ARRAY[s.word] AS words, s.ndoc::bigint AS ndoc FROM search_words s
      WHERE p.words IS NULL AND s.word % t.w
      ORDER BY similarity(s.word, t.w) DESC, s.ndoc DESC, s.word LIMIT 1
    ) c ON true
    WHERE t.w <> ''
    ORDER BY t.i
  $$;
