-- Data: every in-house round played before references existed gets one. gen_random_uuid() is
-- core PostgreSQL (13+) and PGlite, from the server's cryptographic generator: 122 random bits,
-- written as 32 hex characters like the 128-bit references new rounds get from the app.
UPDATE "inhouse_rounds" SET "ref" = replace(gen_random_uuid()::text, '-', '') WHERE "ref" IS NULL;
