CREATE TABLE "domain_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"tx_id" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"type" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "domain_events_order_idx" ON "domain_events" USING btree ("tx_id","id");
--> statement-breakpoint
CREATE INDEX "domain_events_occurred_idx" ON "domain_events" USING btree ("occurred_at");
--> statement-breakpoint
CREATE TABLE "event_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"tx_id" xid8 NOT NULL,
	"event_id" bigint DEFAULT 0 NOT NULL,
	"leased_until" timestamp with time zone,
	"leased_by" text,
	"failing_event_id" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_dead_letters" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"attempts" integer NOT NULL,
	"error" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_dead_letters_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "event_handled" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_handled_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
-- The price-event and wishlist-count triggers of 0006 reached from the wishlist into the
-- catalogue's table. They are replaced by domain events (product.changed, wishlist.changed)
-- and subscribers of the module that owns each table.
DROP TRIGGER IF EXISTS products_wishlist_price_events ON products;
--> statement-breakpoint
DROP TRIGGER IF EXISTS wishlist_items_count ON wishlist_items;
--> statement-breakpoint
DROP FUNCTION IF EXISTS patina_wishlist_price_events();
--> statement-breakpoint
DROP FUNCTION IF EXISTS patina_wishlist_count();
--> statement-breakpoint
-- A price move is recorded once per member and event however often the event is handled.
ALTER TABLE "wishlist_events" ADD COLUMN "source_event_id" bigint;
--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_events_source_user_idx" ON "wishlist_events" USING btree ("source_event_id","user_id");
