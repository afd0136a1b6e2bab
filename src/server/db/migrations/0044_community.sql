-- Issue 37, the community: members' journal entries (validated blocks, never HTML), their
-- photos, appreciations (one per member and entry) and comments threaded one level.
CREATE TABLE "community_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"author_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"visibility" text DEFAULT 'members' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"piece_ids" bigint[] DEFAULT '{}' NOT NULL,
	"appreciations_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_entries_author_fk" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE cascade,
	CONSTRAINT "community_entries_status_check" CHECK ("status" in ('draft', 'published')),
	CONSTRAINT "community_entries_visibility_check" CHECK ("visibility" in ('members', 'followers')),
	CONSTRAINT "community_entries_title_check" CHECK (char_length("title") <= 160),
	CONSTRAINT "community_entries_published_check" CHECK (("status" = 'published') = ("published_at" is not null)),
	CONSTRAINT "community_entries_counts_check" CHECK ("appreciations_count" >= 0 and "comments_count" >= 0)
);--> statement-breakpoint
CREATE INDEX "community_entries_author_idx" ON "community_entries" USING btree ("author_id","status","updated_at" DESC);--> statement-breakpoint
CREATE INDEX "community_entries_published_idx" ON "community_entries" USING btree ("published_at" DESC,"id" DESC) WHERE "status" = 'published';--> statement-breakpoint
CREATE TABLE "community_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"sha256" text NOT NULL,
	"renditions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_photos_owner_fk" FOREIGN KEY ("owner_id") REFERENCES "user"("id") ON DELETE cascade,
	CONSTRAINT "community_photos_id_check" CHECK ("id" ~ '^[0-9a-f]{32}$')
);--> statement-breakpoint
CREATE INDEX "community_photos_owner_idx" ON "community_photos" USING btree ("owner_id","created_at" DESC);--> statement-breakpoint
CREATE TABLE "community_appreciations" (
	"entry_id" bigint NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_appreciations_pk" PRIMARY KEY("entry_id","user_id"),
	CONSTRAINT "community_appreciations_entry_fk" FOREIGN KEY ("entry_id") REFERENCES "community_entries"("id") ON DELETE cascade,
	CONSTRAINT "community_appreciations_user_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX "community_appreciations_entry_idx" ON "community_appreciations" USING btree ("entry_id","created_at" DESC);--> statement-breakpoint
CREATE TABLE "community_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"entry_id" bigint NOT NULL,
	"author_id" text NOT NULL,
	"parent_id" bigint,
	"body" text NOT NULL,
	"masked" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" text,
	CONSTRAINT "community_comments_entry_fk" FOREIGN KEY ("entry_id") REFERENCES "community_entries"("id") ON DELETE cascade,
	CONSTRAINT "community_comments_author_fk" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE cascade,
	CONSTRAINT "community_comments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "community_comments"("id") ON DELETE cascade,
	CONSTRAINT "community_comments_deleted_by_fk" FOREIGN KEY ("deleted_by") REFERENCES "user"("id") ON DELETE set null,
	CONSTRAINT "community_comments_body_check" CHECK (char_length("body") <= 2000)
);--> statement-breakpoint
CREATE INDEX "community_comments_entry_idx" ON "community_comments" USING btree ("entry_id","created_at","id");
