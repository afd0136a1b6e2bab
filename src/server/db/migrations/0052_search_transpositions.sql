-- Issue #39: brand typos that swap two letters found nothing ('roayl', 'kiotn', 'pertus',
-- 'chucrh's'): such a typo of a short word shares few trigrams with it ('pertus' and petrus
-- share 3 of 11, a similarity of 0.27, below pg_trgm's 0.3). A query word that begins no
-- catalogue word is now first read as two neighbouring letters swapped, for a word of five
-- letters or more; the trigram rule is the fallback. vocabulary.ts does the same in memory.
--
-- A word with each pair of neighbouring letters swapped, left to right (none below five
-- letters; a swap of two equal letters, which gives the word back, left out).
CREATE OR REPLACE FUNCTION patina_transpositions(w text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(left(w, k - 1) || substr(w, k + 1, 1) || substr(w, k, 1) || substr(w, k + 2) ORDER BY k), '{}')
    FROM generate_series(1, length(w) - 1) k
    WHERE length(w) >= 5 AND substr(w, k, 1) <> substr(w, k + 1, 1)
  $$;
--> statement-breakpoint
-- patina_search_terms of 0007, but for the correction (c): of the catalogue words that are the
-- query word with two neighbouring letters swapped, the commonest, then the first in byte
-- order (code-unit order for these ASCII words, as in memory); only when there is none, the
-- closest word by trigram similarity as before ('rolx' -> rolex).
CREATE OR REPLACE FUNCTION patina_search_terms(query text)
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
      SELECT r.words, r.ndoc
      FROM (
        (SELECT 1 AS pass, ARRAY[s.word] AS words, s.ndoc::bigint AS ndoc FROM search_words s
         WHERE p.words IS NULL AND s.word = ANY (patina_transpositions(t.w))
         ORDER BY s.ndoc DESC, s.word COLLATE "C" LIMIT 1)
        UNION ALL
        (SELECT 2 AS pass, ARRAY[s.word] AS words, s.ndoc::bigint AS ndoc FROM search_words s
         WHERE p.words IS NULL AND s.word % t.w
         ORDER BY similarity(s.word, t.w) DESC, s.ndoc DESC, s.word LIMIT 1)
      ) r
      ORDER BY r.pass LIMIT 1
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
