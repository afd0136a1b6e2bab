CREATE TABLE "currency_rates" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"per_usd" numeric(18, 8) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Reference rates (units per US dollar) so a fresh install converts prices offline; an admin
-- replaces them through PUT /api/admin/currencies/{code}. AED is pegged at 3.6725.
INSERT INTO "currency_rates" ("code", "per_usd", "updated_at") VALUES
	('USD', 1, '2026-11-20T00:00:00Z'),
	('EUR', 0.86, '2026-11-20T00:00:00Z'),
	('GBP', 0.76, '2026-11-20T00:00:00Z'),
	('CHF', 0.80, '2026-11-20T00:00:00Z'),
	('JPY', 155, '2026-11-20T00:00:00Z'),
	('HKD', 7.78, '2026-11-20T00:00:00Z'),
	('SGD', 1.30, '2026-11-20T00:00:00Z'),
	('AED', 3.6725, '2026-11-20T00:00:00Z')
ON CONFLICT ("code") DO NOTHING;
