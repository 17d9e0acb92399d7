-- The inbox screen's reads (modules/inbox/list-filter.ts says the rule they serve).
-- The list is read newest first, one page at a time, with any filters of `inboxQuery`: each
-- filter that can narrow the list a lot leads an index of its own, in list order, and the other
-- filters' columns follow as keys so that the scan checks them in the index, without reading the
-- rows it passes over (bench/README.md, "Inbox lists").
CREATE INDEX "inbox_items_page_received_idx" ON "inbox_items" USING btree ("account_id","page_id","received_at","id","type","status","evaluation","assignee_id");--> statement-breakpoint
CREATE INDEX "inbox_items_type_received_idx" ON "inbox_items" USING btree ("account_id","type","received_at","id","status","evaluation","page_id","assignee_id");--> statement-breakpoint
CREATE INDEX "inbox_items_status_received_idx" ON "inbox_items" USING btree ("account_id","status","received_at","id","type","evaluation","page_id","assignee_id");--> statement-breakpoint
CREATE INDEX "inbox_items_assignee_received_idx" ON "inbox_items" USING btree ("account_id","assignee_id","received_at","id","type","status","evaluation","page_id");--> statement-breakpoint
CREATE INDEX "inbox_items_evaluation_received_idx" ON "inbox_items" USING btree ("account_id","evaluation","received_at","id","type","status","page_id","assignee_id");--> statement-breakpoint
-- The counts per tab count waiting items: they read this index alone (an index-only scan).
CREATE INDEX "inbox_items_waiting_idx" ON "inbox_items" USING btree ("account_id","received_at","type","page_id","evaluation","assignee_id","thread_id") WHERE "status" = 'waiting';--> statement-breakpoint
CREATE INDEX "inbox_threads_pinned_idx" ON "inbox_threads" USING btree ("account_id") WHERE "pinned";--> statement-breakpoint
-- Word search: trigram indexes where PostgreSQL has pg_trgm (a trusted extension since 13); the
-- embedded database (PGlite) loads no extension, and its search reads without them.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: the inbox search reads without its indexes';
END $$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "inbox_items_text_trgm_idx" ON "inbox_items" USING gin ("text" gin_trgm_ops);
    CREATE INDEX "inbox_items_author_trgm_idx" ON "inbox_items" USING gin ("author_name" gin_trgm_ops);
  END IF;
END $$;--> statement-breakpoint
-- The screen learns of changes to an account's inbox, from any process's writes (the collection,
-- the actions, the rules), once each is committed: one NOTIFY per account and statement (PostgreSQL
-- folds identical ones within a transaction) on the channel `pagewise_inbox`, with the account's
-- id. Each server process LISTENs once (modules/inbox/events-bus.ts); PGlite delivers them in process.
CREATE FUNCTION "inbox_tell_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pagewise_inbox', changed_accounts.account_id::text)
    FROM (SELECT DISTINCT account_id FROM changed) AS changed_accounts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "inbox_items_inserted" AFTER INSERT ON "inbox_items" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_tell_changes"();--> statement-breakpoint
CREATE TRIGGER "inbox_items_updated" AFTER UPDATE ON "inbox_items" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_tell_changes"();--> statement-breakpoint
CREATE TRIGGER "inbox_actions_inserted" AFTER INSERT ON "inbox_actions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_tell_changes"();--> statement-breakpoint
CREATE TRIGGER "inbox_actions_updated" AFTER UPDATE ON "inbox_actions" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_tell_changes"();--> statement-breakpoint
CREATE TRIGGER "inbox_notes_inserted" AFTER INSERT ON "inbox_notes" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_tell_changes"();--> statement-breakpoint
CREATE TRIGGER "inbox_threads_updated" AFTER UPDATE ON "inbox_threads" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "inbox_tell_changes"();
