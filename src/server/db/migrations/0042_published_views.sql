-- What the catalogue and pricing publish for other modules to read in SQL (issue #35, part 3):
-- search builds its rows from these, not from the owners' tables, so an owner may change its
-- tables as long as its views keep their columns. Plain projections: the planner inlines them,
-- so every index of the table below still serves a query through the view.
CREATE VIEW "catalog_published_products" AS
  SELECT "id", "product_code", "brand_id", "name", "full_name", "model", "reference", "category", "condition",
         "lowest_ask", "price", "recommended_price", "views", "wishlist_count", "created_at"
  FROM "products";
--> statement-breakpoint
CREATE VIEW "catalog_published_brands" AS SELECT "id", "slug", "name" FROM "brands";
--> statement-breakpoint
CREATE VIEW "pricing_published_sales" AS SELECT "product_code", "sell_price", "sale_date" FROM "historical_sales";
