-- What the Journal's market reports read (issue #36, decision 056), published by the modules
-- that own the rows: plain projections, so the planner inlines them and the owners' indexes
-- still serve a query through them (as 0042's views).
CREATE VIEW "catalog_published_report_products" AS
  SELECT "id", "product_code", "slug", "name", "model", "brand_id", "category", "retail_price" FROM "products";
--> statement-breakpoint
CREATE VIEW "catalog_published_categories" AS SELECT "slug", "name", "parent_slug", "position" FROM "categories";
--> statement-breakpoint
CREATE VIEW "catalog_published_product_views" AS SELECT "product_id", "day" FROM "product_views";
--> statement-breakpoint
CREATE VIEW "listings_published_listings" AS
  SELECT "id", "product_id", "status", "created_at", "approved_at", "sold_at" FROM "listings";
--> statement-breakpoint
CREATE VIEW "auctions_published_results" AS
  SELECT "slug", "product_id", "status", "starting_price", "hammer_price", "bid_count", "closed_at" FROM "auctions";
--> statement-breakpoint
CREATE VIEW "wishlist_published_saves" AS SELECT "product_id", "created_at" FROM "wishlist_items";
