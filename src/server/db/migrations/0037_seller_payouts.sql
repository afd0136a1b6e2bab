-- Issue 13, the part left open: seller payouts. A seller's bank account, the payouts they ask
-- for (moved by the payout machine: requested -> sent -> paid, or failed), and the ledger's
-- in-transit account kind and its return transfer kind (decision 037).
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("kind" in ('buyer_funds', 'escrow', 'seller_payable', 'platform_fees', 'refunds', 'external', 'payouts_in_transit'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_check" CHECK ("kind" in ('hold', 'release', 'refund', 'refund_part', 'payout', 'payout_return', 'adjustment'));--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"holder_name" text NOT NULL,
	"iban" text NOT NULL,
	"failure_reason" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_seller_key" UNIQUE("seller_id","idempotency_key"),
	CONSTRAINT "payouts_amount_check" CHECK ("amount" > 0),
	CONSTRAINT "payouts_state_check" CHECK ("state" in ('requested', 'sent', 'paid', 'failed')),
	CONSTRAINT "payouts_seller_fk" FOREIGN KEY ("seller_id") REFERENCES "user"("id")
);--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_state_idx" ON "payouts" USING btree ("state","requested_at");
