-- Selling (issue #12): a listing is written as a draft, reviewed by an expert, goes live, and
-- sells. A draft may describe a piece the catalogue lacks (no product until approval) and may
-- have no price yet; the details the seller fills are kept as JSON beside typed columns for
-- what queries need (category for the review queue, sale type, prices, dates).
ALTER TABLE "listings" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "condition" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sale_type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "review_notes" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "reviewer_id" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_sale_type_check" CHECK ("sale_type" in ('fixed', 'auction'));--> statement-breakpoint
-- Only a listing not yet approved may lack a product or a price.
ALTER TABLE "listings" ADD CONSTRAINT "listings_live_has_product_check" CHECK (
	"status" in ('draft', 'in_review', 'changes_requested', 'rejected', 'withdrawn') or ("product_id" is not null and "price" is not null and "price" > 0)
);--> statement-breakpoint
-- The expert's queue: submissions by category, oldest first.
CREATE INDEX "listings_review_idx" ON "listings" USING btree ("category", "submitted_at") WHERE "status" = 'in_review';--> statement-breakpoint
CREATE INDEX "listings_seller_status_idx" ON "listings" USING btree ("seller_id", "status", "updated_at" DESC);--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"listing_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"sha256" char(64) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	-- thumb, card and zoom renditions: { key, url, width, height, bytes } each.
	"renditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_photos_listing_idx" ON "listing_photos" USING btree ("listing_id", "position");--> statement-breakpoint
-- Digital passports: issued on approval, owned by one member at a time.
CREATE TABLE "passports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"code" text NOT NULL,
	"listing_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"owner_id" text NOT NULL,
	"reference" text,
	"serial" text,
	"condition" text NOT NULL,
	"photo_fingerprints" text[] NOT NULL,
	"expert_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passports_code_unique" UNIQUE("code"),
	CONSTRAINT "passports_listing_unique" UNIQUE("listing_id")
);--> statement-breakpoint
ALTER TABLE "passports" ADD CONSTRAINT "passports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passports" ADD CONSTRAINT "passports_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passports_owner_idx" ON "passports" USING btree ("owner_id", "issued_at" DESC);--> statement-breakpoint
CREATE TABLE "passport_owners" (
	"passport_id" bigint NOT NULL,
	"owner_id" text NOT NULL,
	"from_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_at" timestamp with time zone,
	-- 'listed' (the first owner, the seller), 'sale' (an order completed).
	"how" text NOT NULL,
	CONSTRAINT "passport_owners_pk" PRIMARY KEY("passport_id", "from_at", "owner_id")
);--> statement-breakpoint
ALTER TABLE "passport_owners" ADD CONSTRAINT "passport_owners_passport_id_passports_id_fk" FOREIGN KEY ("passport_id") REFERENCES "public"."passports"("id") ON DELETE cascade ON UPDATE no action;
