-- Buying (issue #13): a member's saved shipping addresses and cards, the simulated processor's
-- card tokens (its memory, durable so a restart or a second instance knows a token), and
-- offers on fixed-price listings.
CREATE TABLE "member_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" text NOT NULL REFERENCES "public"."user"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"country" char(2) NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_addresses_country_check" CHECK ("country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE INDEX "member_addresses_user_idx" ON "member_addresses" ("user_id", "id");
--> statement-breakpoint
-- The processor keeps the number; Patina keeps its token and what a person recognises a card by.
CREATE TABLE "payment_methods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" text NOT NULL REFERENCES "public"."user"("id") ON DELETE cascade,
	"provider" text DEFAULT 'simulated' NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_token" UNIQUE ("provider", "token"),
	CONSTRAINT "payment_methods_provider_check" CHECK ("provider" in ('simulated')),
	CONSTRAINT "payment_methods_last4_check" CHECK ("last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "payment_methods_expiry_check" CHECK ("exp_month" between 1 and 12 and "exp_year" between 2000 and 2100)
);
--> statement-breakpoint
CREATE INDEX "payment_methods_user_idx" ON "payment_methods" ("user_id", "id");
--> statement-breakpoint
-- The simulated processor's tokens (its side of the wire: no foreign key to Patina's tables).
CREATE TABLE "simulated_card_tokens" (
	"token" text PRIMARY KEY,
	"outcome" text NOT NULL,
	"last4" char(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_card_tokens_outcome_check" CHECK ("outcome" in ('succeeds', 'card_declined', 'insufficient_funds', 'expired_card', 'capture_failed'))
);
--> statement-breakpoint
-- Offers (decision 024): moved only by the offer machine; one open offer per buyer and listing.
CREATE TABLE "offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"listing_id" bigint NOT NULL REFERENCES "listings"("id") ON DELETE cascade,
	"buyer_id" text NOT NULL REFERENCES "public"."user"("id") ON DELETE cascade,
	"seller_id" text NOT NULL REFERENCES "public"."user"("id") ON DELETE cascade,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"counter_amount" bigint,
	"list_price" bigint NOT NULL,
	"message" text,
	"idempotency_key" text NOT NULL,
	"order_id" text,
	"auto_declined" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_idempotency_key" UNIQUE ("buyer_id", "idempotency_key"),
	CONSTRAINT "offers_status_check" CHECK ("status" in ('pending', 'countered', 'accepted', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "offers_amount_check" CHECK ("amount" > 0 and ("counter_amount" is null or "counter_amount" > 0)),
	CONSTRAINT "offers_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "offers_not_own_check" CHECK ("buyer_id" <> "seller_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_buyer" ON "offers" ("listing_id", "buyer_id") WHERE "status" in ('pending', 'countered');
--> statement-breakpoint
CREATE INDEX "offers_buyer_idx" ON "offers" ("buyer_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "offers_seller_idx" ON "offers" ("seller_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "offers_open_listing_idx" ON "offers" ("listing_id") WHERE "status" in ('pending', 'countered');
