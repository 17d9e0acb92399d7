DROP INDEX "posts_account_scheduled_idx";--> statement-breakpoint
CREATE INDEX "post_targets_account_drafts_idx" ON "post_targets" USING btree ("account_id","post_id","id","page_id") WHERE "post_targets"."status" = 'draft' and "post_targets"."due_at" is null;--> statement-breakpoint
CREATE INDEX "posts_account_scheduled_idx" ON "posts" USING btree ("account_id","scheduled_at","id");