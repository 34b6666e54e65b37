ALTER TABLE "promotions" ADD COLUMN "limits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The seeded 70% bonus of existing white labels gets the same one-per-person checks as a new seed.
UPDATE "promotions" SET "limits" = '{"samePhone":true,"samePayeeName":true,"samePayeeAccount":true,"windowDays":90}'::jsonb WHERE "code" = 'FIRST_DEPOSIT_70' AND "limits" = '{}'::jsonb;
