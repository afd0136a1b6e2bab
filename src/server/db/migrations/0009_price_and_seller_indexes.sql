DROP INDEX "products_category_price_idx";--> statement-breakpoint
CREATE INDEX "products_category_shown_price_idx" ON "products" USING btree ("category",coalesce(nullif("lowest_ask", 0), nullif("price", 0), nullif("recommended_price", 0), 0));--> statement-breakpoint
CREATE INDEX "listings_seller_active_idx" ON "listings" USING btree ("seller_id") WHERE "listings"."status" = 'active';