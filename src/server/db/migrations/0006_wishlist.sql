CREATE TABLE "wishlist_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wishlist_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"product_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"old_price" bigint NOT NULL,
	"new_price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "wishlist_events_kind_check" CHECK ("wishlist_events"."kind" in ('price_drop', 'price_rise'))
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"user_id" text NOT NULL,
	"product_id" bigint NOT NULL,
	"added_price" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "wishlist_events" ADD CONSTRAINT "wishlist_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_events" ADD CONSTRAINT "wishlist_events_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wishlist_events_user_created_idx" ON "wishlist_events" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wishlist_events_undelivered_idx" ON "wishlist_events" USING btree ("created_at") WHERE "wishlist_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "wishlist_items_user_created_idx" ON "wishlist_items" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wishlist_items_product_idx" ON "wishlist_items" USING btree ("product_id");--> statement-breakpoint
-- products.wishlist_count follows wishlist_items in the same transaction, whoever changes them:
-- the wishlist service, or a member's or product's deletion cascading to their items.
-- Never below zero (the demo catalogue seeds counts without items).
CREATE OR REPLACE FUNCTION patina_wishlist_count() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET wishlist_count = wishlist_count + 1 WHERE id = NEW.product_id;
  ELSE
    UPDATE products SET wishlist_count = greatest(wishlist_count - 1, 0) WHERE id = OLD.product_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER wishlist_items_count AFTER INSERT OR DELETE ON wishlist_items
  FOR EACH ROW EXECUTE FUNCTION patina_wishlist_count();
--> statement-breakpoint
-- A change of a wishlisted product's price shown (SPEC §9: lowest_ask, else price, else
-- recommended_price, else 0) records one event per member who saved it, for the
-- notifications issue to deliver: price_drop when it fell to a price, price_rise when it rose.
-- Falling to no price at all is no drop a member can act on, so it records nothing.
CREATE OR REPLACE FUNCTION patina_wishlist_price_events() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  old_shown bigint := coalesce(nullif(OLD.lowest_ask, 0), nullif(OLD.price, 0), nullif(OLD.recommended_price, 0), 0);
  new_shown bigint := coalesce(nullif(NEW.lowest_ask, 0), nullif(NEW.price, 0), nullif(NEW.recommended_price, 0), 0);
  event_kind text;
BEGIN
  IF new_shown < old_shown AND new_shown > 0 THEN
    event_kind := 'price_drop';
  ELSIF new_shown > old_shown THEN
    event_kind := 'price_rise';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO wishlist_events (user_id, product_id, kind, old_price, new_price)
  SELECT w.user_id, NEW.id, event_kind, old_shown, new_shown
  FROM wishlist_items w
  WHERE w.product_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The WHEN clause is evaluated before anything is queued: price updates of products nobody
-- saved, or that leave the price shown as it was, cost nothing.
CREATE TRIGGER products_wishlist_price_events AFTER UPDATE OF lowest_ask, price, recommended_price ON products
  FOR EACH ROW
  WHEN (
    OLD.wishlist_count > 0
    AND coalesce(nullif(OLD.lowest_ask, 0), nullif(OLD.price, 0), nullif(OLD.recommended_price, 0), 0)
        IS DISTINCT FROM coalesce(nullif(NEW.lowest_ask, 0), nullif(NEW.price, 0), nullif(NEW.recommended_price, 0), 0)
  )
  EXECUTE FUNCTION patina_wishlist_price_events();
