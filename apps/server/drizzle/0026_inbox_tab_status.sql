-- Hand-written, like 0024 (drizzle's schema does not carry the inbox's read indexes): the tabs of a
-- type set read with a status (conversations waiting, reviews treated) and their counts, without
-- walking every item of that status to find the few of those types (bench/README.md, "Inbox lists").
CREATE INDEX "inbox_items_status_type_idx" ON "inbox_items" USING btree ("account_id","status","type","received_at","id","evaluation","page_id","assignee_id");
