-- A Webpushr site was known by its REST API key, half of its credentials (kept sealed besides):
-- it is known by the key's SHA-256 from now on, as the adapter names it.
UPDATE "pages" SET "remote_id" = encode(sha256(convert_to("remote_id", 'UTF8')), 'hex') WHERE "kind" = 'webpushr';
