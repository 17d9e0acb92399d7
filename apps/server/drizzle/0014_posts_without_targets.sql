ALTER TABLE "posts" ADD COLUMN "has_targets" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "posts" SET "has_targets" = true WHERE EXISTS (SELECT 1 FROM "post_targets" WHERE "post_targets"."post_id" = "posts"."id");--> statement-breakpoint
CREATE INDEX "posts_without_targets_idx" ON "posts" USING btree ("account_id","created_by","scheduled_at") WHERE not "posts"."has_targets";--> statement-breakpoint
-- posts.has_targets follows its publication rows, whatever writes them (a save, a page deleted and
-- its rows with it): one statement-level trigger per change, over the rows the statement changed.
CREATE FUNCTION "posts_follow_their_targets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "posts" SET "has_targets" = true
      WHERE "id" IN (SELECT DISTINCT "post_id" FROM "changed_targets") AND NOT "has_targets";
  ELSE
    UPDATE "posts" SET "has_targets" = false
      WHERE "id" IN (SELECT DISTINCT "post_id" FROM "changed_targets") AND "has_targets"
        AND NOT EXISTS (SELECT 1 FROM "post_targets" WHERE "post_targets"."post_id" = "posts"."id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "post_targets_inserted" AFTER INSERT ON "post_targets"
  REFERENCING NEW TABLE AS "changed_targets" FOR EACH STATEMENT EXECUTE FUNCTION "posts_follow_their_targets"();--> statement-breakpoint
CREATE TRIGGER "post_targets_deleted" AFTER DELETE ON "post_targets"
  REFERENCING OLD TABLE AS "changed_targets" FOR EACH STATEMENT EXECUTE FUNCTION "posts_follow_their_targets"();
