CREATE TABLE "product_views" (
	"product_id" bigint NOT NULL,
	"viewer_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "product_views_product_id_viewer_id_day_pk" PRIMARY KEY("product_id","viewer_id","day")
);
--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- SPEC §9 statistics leave out sales without a usable price, as the shared formulas do, so
-- /api/pricing/stats and /api/pricing/history agree.
CREATE OR REPLACE VIEW product_sales_stats AS
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
WHERE s.sell_price > 0
GROUP BY s.product_code;
