-- Orders (issue #13): one row per checkout, its status moved only through the order machine
-- (shared/orders/orders.machine.ts), its amounts fixed when the piece is reserved. The order
-- events are its timeline after the placing (the order's own created_at). Amounts are integer minor units of the listing's currency.
CREATE TABLE "orders" (
	"id" text PRIMARY KEY,
	"buyer_id" text NOT NULL REFERENCES "user"("id"),
	"seller_id" text NOT NULL REFERENCES "user"("id"),
	"listing_id" bigint NOT NULL REFERENCES "listings"("id"),
	"product_id" bigint,
	"source" text NOT NULL,
	"source_ref" text,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"idempotency_key" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"category" text NOT NULL,
	"currency" char(3) NOT NULL,
	"price" bigint NOT NULL,
	"shipping" bigint NOT NULL,
	"buyer_protection_fee" bigint NOT NULL,
	"seller_fee" bigint NOT NULL,
	"total" bigint NOT NULL,
	"inspection_days" integer NOT NULL,
	"address" jsonb,
	"carrier" text,
	"tracking_number" text,
	"dispute_reason" text,
	"refunded_amount" bigint,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_source_check" CHECK ("source" in ('buy_now', 'offer', 'auction')),
	CONSTRAINT "orders_status_check" CHECK ("status" in ('pending_payment', 'paid', 'awaiting_shipment', 'shipped', 'delivered', 'inspection', 'disputed', 'completed', 'cancelled', 'refunded', 'resolved_refund', 'resolved_partial', 'resolved_release')),
	CONSTRAINT "orders_amounts_check" CHECK ("price" > 0 AND "shipping" >= 0 AND "buyer_protection_fee" >= 0 AND "seller_fee" >= 0 AND "total" = "price" + "shipping" + "buyer_protection_fee"),
	CONSTRAINT "orders_not_own_check" CHECK ("buyer_id" <> "seller_id"),
	CONSTRAINT "orders_idempotency_key" UNIQUE ("buyer_id", "idempotency_key")
);
--> statement-breakpoint
-- A listing is one unit: at most one order holds it (a cancelled or refunded one let it go).
CREATE UNIQUE INDEX "orders_listing_live_idx" ON "orders" ("listing_id") WHERE "status" NOT IN ('cancelled', 'refunded', 'resolved_refund');
--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" ("buyer_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" ("seller_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "orders_disputed_idx" ON "orders" ("updated_at") WHERE "status" = 'disputed';
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"event" text NOT NULL,
	"status" text NOT NULL,
	"actor_id" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" ("order_id", "id");
