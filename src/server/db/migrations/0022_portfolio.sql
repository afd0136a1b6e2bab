-- Portfolio (issue #11 follows): the pieces a member owns, what they paid and when, valued
-- from the market. Private unless the member makes it public; then others may follow it.
CREATE TABLE "portfolio_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"product_id" bigint NOT NULL,
	"purchase_price" bigint,
	"acquired_on" date,
	"condition" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_items_price_check" CHECK ("portfolio_items"."purchase_price" is null or ("portfolio_items"."purchase_price" > 0 and "portfolio_items"."purchase_price" <= 1000000000000)),
	CONSTRAINT "portfolio_items_note_check" CHECK ("portfolio_items"."note" is null or char_length("portfolio_items"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member's pieces, newest first.
CREATE INDEX "portfolio_items_user_created_idx" ON "portfolio_items" USING btree ("user_id","created_at" DESC NULLS LAST, "id" DESC);--> statement-breakpoint
-- Whether a member shows their portfolio or wishlist to others (no row: private).
CREATE TABLE "collection_visibility" (
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_visibility_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "collection_visibility_kind_check" CHECK ("collection_visibility"."kind" in ('portfolio', 'wishlist'))
);
--> statement-breakpoint
ALTER TABLE "collection_visibility" ADD CONSTRAINT "collection_visibility_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
