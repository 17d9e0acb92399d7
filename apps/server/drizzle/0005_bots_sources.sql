CREATE TABLE "bot_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"post_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_sources" (
	"bot_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	CONSTRAINT "bot_sources_bot_id_source_id_pk" PRIMARY KEY("bot_id","source_id")
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"language" text,
	"topic" text,
	"subcategory" text,
	"auto_sources" boolean DEFAULT false NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"hashtags" text DEFAULT '' NOT NULL,
	"banned_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inclusion_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mention_replacements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hashtag_replacements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_limit" integer,
	"frequency" text NOT NULL,
	"utm" text DEFAULT '' NOT NULL,
	"share_as_story" boolean DEFAULT false NOT NULL,
	"content_type" text NOT NULL,
	"text_origin" text NOT NULL,
	"pinterest_board" text,
	"repost_after_posting" boolean DEFAULT false NOT NULL,
	"link_position" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" text,
	"last_run_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"guid" text,
	"link" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"image_url" text,
	"video_url" text,
	"published_at" timestamp with time zone,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"catalogue_key" text,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"url" text NOT NULL,
	"feed_url" text NOT NULL,
	"logo_url" text,
	"evergreen" boolean DEFAULT false NOT NULL,
	"page_id" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"error_key" text,
	"error_detail" text,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_fetched_url" text,
	"last_added_at" timestamp with time zone,
	"next_fetch_at" timestamp with time zone,
	"interval_minutes" integer DEFAULT 30 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "bot_id" uuid;--> statement-breakpoint
ALTER TABLE "bot_items" ADD CONSTRAINT "bot_items_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_items" ADD CONSTRAINT "bot_items_item_id_source_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."source_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sources" ADD CONSTRAINT "bot_sources_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_sources" ADD CONSTRAINT "bot_sources_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_items" ADD CONSTRAINT "source_items_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_items_item_idx" ON "bot_items" USING btree ("bot_id","item_id");--> statement-breakpoint
CREATE INDEX "bot_items_at_idx" ON "bot_items" USING btree ("bot_id","outcome","at");--> statement-breakpoint
CREATE INDEX "bot_sources_source_idx" ON "bot_sources" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "bots_account_idx" ON "bots" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "bots_page_idx" ON "bots" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "bots_due_idx" ON "bots" USING btree ("enabled","next_run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "source_items_key_idx" ON "source_items" USING btree ("source_id","key_hash");--> statement-breakpoint
CREATE INDEX "source_items_fetched_idx" ON "source_items" USING btree ("source_id","fetched_at");--> statement-breakpoint
CREATE INDEX "sources_account_idx" ON "sources" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sources_due_idx" ON "sources" USING btree ("status","next_fetch_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sources_catalogue_key_idx" ON "sources" USING btree ("catalogue_key");--> statement-breakpoint
CREATE INDEX "posts_bot_idx" ON "posts" USING btree ("bot_id","created_at");