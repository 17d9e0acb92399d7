DROP INDEX "post_targets_due_idx";--> statement-breakpoint
DROP INDEX "post_targets_account_posted_idx";--> statement-breakpoint
CREATE INDEX "post_targets_waiting_idx" ON "post_targets" USING btree ("due_at") WHERE "post_targets"."status" in ('scheduled', 'inqueue');--> statement-breakpoint
CREATE INDEX "post_targets_lease_idx" ON "post_targets" USING btree ("lease_until") WHERE "post_targets"."status" = 'posting';--> statement-breakpoint
CREATE INDEX "post_targets_account_posted_idx" ON "post_targets" USING btree ("account_id","posted_at") WHERE "post_targets"."posted_at" is not null;