-- The escrow ledger (issue #13): double-entry, immutable, balanced per currency. Balances are
-- versioned and updated by the ledger module under row locks taken in id order.
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"kind" text NOT NULL,
	"owner" text NOT NULL,
	"currency" char(3) NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" in ('buyer_funds', 'escrow', 'seller_payable', 'platform_fees', 'refunds', 'external')),
	CONSTRAINT "ledger_accounts_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$'),
	-- Only the payment processor's side goes below zero (by what it has paid in).
	CONSTRAINT "ledger_accounts_no_overdraft_check" CHECK ("kind" = 'external' OR "balance" >= 0),
	CONSTRAINT "ledger_accounts_identity" UNIQUE ("kind", "owner", "currency"),
	CONSTRAINT "ledger_accounts_id_currency" UNIQUE ("id", "currency")
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text,
	"memo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key" UNIQUE ("idempotency_key"),
	CONSTRAINT "ledger_transfers_kind_check" CHECK ("kind" in ('hold', 'release', 'refund', 'refund_part', 'payout', 'adjustment'))
);
--> statement-breakpoint
CREATE INDEX "ledger_transfers_order_idx" ON "ledger_transfers" ("order_id") WHERE "order_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"transfer_id" bigint NOT NULL REFERENCES "ledger_transfers"("id"),
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	CONSTRAINT "ledger_entries_not_zero_check" CHECK ("amount" <> 0),
	-- An entry is in its account's currency.
	CONSTRAINT "ledger_entries_account_fk" FOREIGN KEY ("account_id", "currency") REFERENCES "ledger_accounts"("id", "currency"),
	CONSTRAINT "ledger_entries_one_leg_per_account" UNIQUE ("transfer_id", "account_id")
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" ("account_id");
--> statement-breakpoint
-- Nothing written to the ledger changes: a correction is a new transfer.
CREATE FUNCTION "ledger_immutable"() RETURNS trigger LANGUAGE plpgsql AS $fn$
begin
  raise exception 'ledger % are immutable: post a new transfer instead', tg_table_name using errcode = '55000';
end
$fn$;
--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_immutable" BEFORE UPDATE OR DELETE ON "ledger_transfers" FOR EACH ROW EXECUTE FUNCTION "ledger_immutable"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_immutable" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_immutable"();
--> statement-breakpoint
-- At commit, every transfer that got entries sums to zero in each currency and has two legs at least.
CREATE FUNCTION "ledger_transfer_balanced"() RETURNS trigger LANGUAGE plpgsql AS $fn$
declare
  bad text;
  legs int;
begin
  select currency || ' ' || sum(amount) into bad from ledger_entries
   where transfer_id = new.transfer_id group by currency having sum(amount) <> 0 limit 1;
  if bad is not null then
    raise exception 'ledger transfer % does not balance (%)', new.transfer_id, bad using errcode = '23514';
  end if;
  select count(*) into legs from ledger_entries where transfer_id = new.transfer_id;
  if legs < 2 then
    raise exception 'ledger transfer % has % leg(s)', new.transfer_id, legs using errcode = '23514';
  end if;
  return null;
end
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_transfer_balanced"();
--> statement-breakpoint
-- Payments (issue #13): one row per attempt to pay an order, moved by its machine.
CREATE TABLE "payments" (
	"id" text PRIMARY KEY,
	"order_id" text NOT NULL,
	"payer_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"idempotency_key" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_key" UNIQUE ("payer_id", "idempotency_key"),
	CONSTRAINT "payments_provider_ref" UNIQUE ("provider", "provider_ref"),
	CONSTRAINT "payments_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payments_provider_check" CHECK ("provider" in ('simulated', 'bank_transfer')),
	CONSTRAINT "payments_status_check" CHECK ("status" in ('created', 'authorised', 'captured', 'failed', 'voided', 'refunded'))
);
--> statement-breakpoint
-- At most one payment of an order is ever captured (paying twice, with any key, is refused).
CREATE UNIQUE INDEX "payments_one_captured_per_order" ON "payments" ("order_id") WHERE "status" in ('captured', 'refunded');
--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" ("order_id");
--> statement-breakpoint
-- Webhook deliveries already handled, by the processor's event id: a duplicate is a no-op.
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text NOT NULL REFERENCES "payments"("id"),
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_webhook_events_pk" PRIMARY KEY ("provider", "event_id")
);
