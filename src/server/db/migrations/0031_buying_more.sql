-- Issue 13, continued. An order's conversation between its buyer and seller (messaging's
-- conversations name their subject by a number, so an order gets one: `number`, given once),
-- opened when either side first asks to message the other.
ALTER TABLE "orders" ADD COLUMN "number" bigint GENERATED ALWAYS AS IDENTITY;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "conversation_id" bigint;
