DROP INDEX "post_targets_account_drafts_idx";--> statement-breakpoint
ALTER TABLE "post_targets" ADD COLUMN "planned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "post_targets" SET "planned_at" = "posts"."scheduled_at" FROM "posts" WHERE "posts"."id" = "post_targets"."post_id";--> statement-breakpoint
CREATE INDEX "post_targets_account_planned_drafts_idx" ON "post_targets" USING btree ("account_id","planned_at","post_id","id","page_id") WHERE "post_targets"."status" = 'draft' and "post_targets"."due_at" is null;--> statement-breakpoint
-- post_targets.planned_at is its post's scheduled_at, whoever writes either.
CREATE FUNCTION "post_targets_take_planned_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."planned_at" := (SELECT "scheduled_at" FROM "posts" WHERE "id" = NEW."post_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "post_targets_planned_time" BEFORE INSERT OR UPDATE OF "post_id" ON "post_targets"
  FOR EACH ROW EXECUTE FUNCTION "post_targets_take_planned_time"();--> statement-breakpoint
CREATE FUNCTION "posts_give_planned_time"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "post_targets" SET "planned_at" = NEW."scheduled_at" WHERE "post_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "posts_planned_time" AFTER UPDATE OF "scheduled_at" ON "posts"
  FOR EACH ROW WHEN (OLD."scheduled_at" IS DISTINCT FROM NEW."scheduled_at")
  EXECUTE FUNCTION "posts_give_planned_time"();
