-- What each payer transferred out per calendar day of its white label's time zone (the cap's count).
CREATE TABLE "transfer_daily_totals" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "transfer_daily_totals_member_id_day_pk" PRIMARY KEY("member_id","day"),
	CONSTRAINT "transfer_daily_totals_amount" CHECK ("transfer_daily_totals"."amount" > 0)
);
--> statement-breakpoint
-- The daily transfer cap of every white label, saved settings included: 500,000.00 a payer a day
-- (five of the largest single transfers) until the console says otherwise; 0 turns it off.
ALTER TABLE "wallet_settings" ADD COLUMN "transfer_daily_max" bigint DEFAULT 50000000 NOT NULL;