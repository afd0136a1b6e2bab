-- AI bulk upload (issue #38). A batch is a seller's spreadsheet and photos; its pieces are
-- recognised one job each and stay here as drafts until the seller submits them, when each
-- becomes a listing through the selling path. The seller's confirmed column mapping is kept
-- for their next sheet.
CREATE TABLE "bulk_upload_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"state" text DEFAULT 'open' NOT NULL,
	"sheet_name" text,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sheet_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cell_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb,
	"mapping_sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mapping_confirmed" boolean DEFAULT false NOT NULL,
	"file_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_upload_batches_state_check" CHECK ("state" in ('open', 'recognising', 'ready', 'cancelled', 'closed')),
	CONSTRAINT "bulk_upload_batches_counts_check" CHECK ("done" >= 0 AND "done" <= "total" AND "total" <= 500)
);--> statement-breakpoint
CREATE INDEX "bulk_upload_batches_seller_idx" ON "bulk_upload_batches" ("seller_id", "created_at");--> statement-breakpoint
CREATE TABLE "bulk_upload_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL REFERENCES "bulk_upload_batches"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"row_number" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"grouped_by" text,
	"fields" jsonb NOT NULL,
	"sheet_problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"match" jsonb,
	"is_new" boolean DEFAULT false NOT NULL,
	"guidance" jsonb,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listing_id" integer REFERENCES "listings"("id") ON DELETE SET NULL,
	"recognised_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_upload_pieces_position_key" UNIQUE ("batch_id", "position"),
	CONSTRAINT "bulk_upload_pieces_state_check" CHECK ("state" in ('pending', 'recognised', 'cancelled', 'submitted')),
	CONSTRAINT "bulk_upload_pieces_grouped_by_check" CHECK ("grouped_by" is null or "grouped_by" in ('sheet', 'reference', 'prefix'))
);--> statement-breakpoint
CREATE TABLE "bulk_upload_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL REFERENCES "bulk_upload_batches"("id") ON DELETE CASCADE,
	"piece_id" integer REFERENCES "bulk_upload_pieces"("id") ON DELETE SET NULL,
	"file_name" text NOT NULL,
	"blob_key" text NOT NULL,
	"thumb_key" text,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"format" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_upload_photos_name_key" ON "bulk_upload_photos" ("batch_id", lower("file_name"));--> statement-breakpoint
CREATE INDEX "bulk_upload_photos_piece_idx" ON "bulk_upload_photos" ("piece_id");--> statement-breakpoint
CREATE TABLE "bulk_upload_mappings" (
	"seller_id" text PRIMARY KEY NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
