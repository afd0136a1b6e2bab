-- Money under races and faults (issue #34). A payment remembers how much of it the processor
-- refunded and how much Patina asked it to refund: a refund nobody at Patina asked for is the
-- processor's own (a dashboard refund, a chargeback) and moves the order and the ledger.
ALTER TABLE "payments" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_requested" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The processor's own refunds that the order and the ledger have followed (what it refunded
-- beyond Patina's requests): each is followed once, whichever of Patina's refunds comes later.
ALTER TABLE "payments" ADD COLUMN "own_refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("status" in ('created', 'authorised', 'captured', 'partially_refunded', 'refunded', 'failed', 'voided'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("refunded_amount" >= 0 AND "refunded_amount" <= "amount" AND "refund_requested" >= 0 AND "refund_requested" <= "amount" AND "own_refunded" >= 0 AND "own_refunded" <= "amount");--> statement-breakpoint
DROP INDEX "payments_one_captured_per_order";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_captured_per_order" ON "payments" ("order_id") WHERE "status" in ('captured', 'partially_refunded', 'refunded');--> statement-breakpoint
-- The reconciliation walks the payments that changed lately.
CREATE INDEX "payments_updated_idx" ON "payments" ("updated_at");--> statement-breakpoint
-- An order remembers what the processor refunded while its money was still in escrow.
ALTER TABLE "orders" ADD COLUMN "processor_refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What a seller owes back when the processor refunded a sale already released to them: the
-- one account besides the processor's side that goes below zero (by what is owed).
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" in ('buyer_funds', 'escrow', 'seller_payable', 'platform_fees', 'refunds', 'external', 'payouts_in_transit', 'recoveries'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_no_overdraft_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_no_overdraft_check" CHECK ("kind" in ('external', 'recoveries') OR "balance" >= 0);--> statement-breakpoint
-- The simulated processor's side of the wire (its charges and the answers it gave to each
-- idempotency key), in tables so every instance, a restart and the reconciliation see the one
-- processor a real one would be. No foreign keys: it is not Patina's data.
CREATE TABLE "simulated_charges" (
	"ref" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"outcome" text NOT NULL,
	"status" text NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_charges_status_check" CHECK ("status" in ('authorised', 'captured', 'failed', 'voided', 'refunded')),
	CONSTRAINT "simulated_charges_refunded_check" CHECK ("refunded" >= 0 AND "refunded" <= "amount")
);--> statement-breakpoint
CREATE INDEX "simulated_charges_reference_idx" ON "simulated_charges" ("reference");--> statement-breakpoint
CREATE INDEX "simulated_charges_updated_idx" ON "simulated_charges" ("updated_at");--> statement-breakpoint
CREATE TABLE "simulated_processor_replies" (
	"key" text PRIMARY KEY NOT NULL,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- What the payment checks found and could not (or did not need to) repair by themselves: the
-- admins' queue at /admin/payments, with the evidence. One row per problem and payment.
CREATE TABLE "payment_issues" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"payment_id" text,
	"order_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"summary" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"repaired" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution" text,
	CONSTRAINT "payment_issues_key" UNIQUE ("key"),
	CONSTRAINT "payment_issues_status_check" CHECK ("status" in ('open', 'resolved'))
);--> statement-breakpoint
-- Each refund Patina asks of the processor, once per key (a retried job asks once): what makes
-- a refund arriving by webhook Patina's own or the processor's.
CREATE TABLE "payment_refund_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL REFERENCES "payments"("id"),
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refund_requests_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "payment_refund_requests_status_check" CHECK ("status" in ('requested', 'refused'))
);--> statement-breakpoint
CREATE INDEX "payment_issues_open_idx" ON "payment_issues" ("created_at") WHERE "status" = 'open';
