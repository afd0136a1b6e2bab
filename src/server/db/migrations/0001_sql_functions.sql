-- Extensions and SQL the ORM does not express: accent-blind matching, sales statistics.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes an
-- IMMUTABLE wrapper that expression indexes may use.
CREATE OR REPLACE FUNCTION patina_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE VIEW product_sales_stats AS
SELECT
  s.product_code,
  count(*)::integer AS sales_count,
  (array_agg(s.sell_price ORDER BY s.sale_date DESC))[1] AS last_sale_price,
  max(s.sale_date) AS last_sale_date,
  (array_agg(s.sell_price ORDER BY s.sale_date DESC))[2] AS previous_sale_price,
  round(avg(s.sell_price))::bigint AS average_price,
  min(s.sell_price) AS min_price,
  max(s.sell_price) AS max_price,
  coalesce(stddev_pop(s.sell_price), 0)::double precision AS stddev_price,
  min(s.sale_date) AS first_sale_date
FROM historical_sales s
GROUP BY s.product_code;
--> statement-breakpoint
-- Products whose price moved over the window: first and last sale inside it, and the change.
CREATE OR REPLACE FUNCTION get_market_trends(days_back integer DEFAULT 90, min_sales integer DEFAULT 5)
RETURNS TABLE (
  product_code text,
  sales_count integer,
  first_price bigint,
  last_price bigint,
  average_price bigint,
  change_percent double precision
)
LANGUAGE sql STABLE
AS $$
  SELECT w.product_code, w.sales_count, w.first_price, w.last_price, w.average_price,
         CASE WHEN w.first_price > 0
              THEN round((w.last_price - w.first_price)::numeric * 100 / w.first_price, 2)::double precision
         END
  FROM (
    SELECT s.product_code,
           count(*)::integer AS sales_count,
           (array_agg(s.sell_price ORDER BY s.sale_date ASC))[1] AS first_price,
           (array_agg(s.sell_price ORDER BY s.sale_date DESC))[1] AS last_price,
           round(avg(s.sell_price))::bigint AS average_price
    FROM historical_sales s
    WHERE s.sale_date >= now() - make_interval(days => greatest(days_back, 1))
    GROUP BY s.product_code
    HAVING count(*) >= greatest(min_sales, 1)
  ) w
$$;
--> statement-breakpoint
CREATE INDEX products_full_name_trgm_idx ON products USING gin (patina_unaccent(lower(full_name)) gin_trgm_ops);
