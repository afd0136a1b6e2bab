-- Image search (issue #15): a descriptor per distinct picture, and the pieces each picture shows.
CREATE TABLE "image_search_pictures" (
	"image_url" text PRIMARY KEY NOT NULL,
	"descriptor" bytea NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_search_entries" (
	"product_id" bigint NOT NULL,
	"image_url" text NOT NULL,
	"source" text NOT NULL,
	"listing_id" bigint,
	CONSTRAINT "image_search_entries_product_id_image_url_pk" PRIMARY KEY("product_id","image_url"),
	CONSTRAINT "image_search_entries_source_check" CHECK ("source" in ('catalog', 'listing'))
);
--> statement-breakpoint
CREATE INDEX "image_search_entries_image_idx" ON "image_search_entries" USING btree ("image_url");
--> statement-breakpoint
CREATE INDEX "image_search_entries_listing_idx" ON "image_search_entries" USING btree ("listing_id");
