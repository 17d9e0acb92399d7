DROP INDEX "post_targets_account_due_idx";--> statement-breakpoint
DROP INDEX "post_targets_account_posted_idx";--> statement-breakpoint
CREATE INDEX "post_targets_account_due_idx" ON "post_targets" USING btree ("account_id","due_at","status") WHERE "post_targets"."status" in ('draft', 'scheduled', 'inqueue', 'posting', 'error');--> statement-breakpoint
CREATE INDEX "post_targets_account_posted_idx" ON "post_targets" USING btree ("account_id","posted_at","status") WHERE "post_targets"."posted_at" is not null;