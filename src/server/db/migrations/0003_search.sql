CREATE TABLE "product_search" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"name_norm" text NOT NULL,
	"brand_norm" text NOT NULL,
	"brand_slug" text NOT NULL,
	"category" text NOT NULL,
	"condition" text NOT NULL,
	"price_shown" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"popularity" smallint NOT NULL,
	"trend" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_words_idx" ON "product_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("name_norm");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);