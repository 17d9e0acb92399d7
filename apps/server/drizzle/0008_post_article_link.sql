ALTER TABLE "posts" ADD COLUMN "article_link" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "article_link" = "source_items"."link" FROM "bot_items" JOIN "source_items" ON "source_items"."id" = "bot_items"."item_id" WHERE "bot_items"."post_id" = "posts"."id";
