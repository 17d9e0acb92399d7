-- Reporting reads a period's publications of some pages, each with its latest checkpoint (issue 19),
-- from these two indexes alone: a range of posted times per page, then the latest figures of each
-- publication. Written here (drizzle-kit declares no INCLUDE columns); schema.ts names them.
CREATE INDEX "post_targets_page_posted_idx" ON "post_targets" USING btree ("page_id", "posted_at") INCLUDE ("status", "post_id") WHERE "posted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "post_figures_latest_idx" ON "post_figures" USING btree ("target_id", "read_at" DESC) INCLUDE ("checkpoint", "impressions", "reach", "reactions", "comments", "shares", "clicks", "video_views");
