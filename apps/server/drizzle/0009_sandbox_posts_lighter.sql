ALTER TABLE "sandbox_posts" DROP CONSTRAINT "sandbox_posts_page_id_sandbox_pages_id_fk";
--> statement-breakpoint
DROP INDEX "sandbox_posts_page_idx";