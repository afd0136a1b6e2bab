-- Follows (issue #11): a member follows another member ('member'), or their portfolio or
-- wishlist once made public. One row per follower, followee and kind; nobody follows themself.
CREATE TABLE "follows" (
	"follower_id" text NOT NULL,
	"followee_id" text NOT NULL,
	"kind" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_pk" PRIMARY KEY("follower_id","followee_id","kind"),
	CONSTRAINT "follows_kind_check" CHECK ("follows"."kind" in ('member', 'portfolio', 'wishlist')),
	CONSTRAINT "follows_not_self_check" CHECK ("follows"."follower_id" <> "follows"."followee_id")
);
--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_followee_id_user_id_fk" FOREIGN KEY ("followee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Followers of a member, newest first (counts, the fan-out of their news).
CREATE INDEX "follows_followee_idx" ON "follows" USING btree ("followee_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
-- A handle's short id is the first 10 hex digits of the MD5 of the account id: found by index.
CREATE INDEX "user_short_id_idx" ON "user" USING btree ((substr(md5("id"), 1, 10)));
