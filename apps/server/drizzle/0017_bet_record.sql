CREATE TABLE "bet_exceptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer,
	"vendor" text NOT NULL,
	"source" text NOT NULL,
	"vendor_bet_id" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bet_history_cursors" (
	"vendor" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bet_rollups_daily" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"vendor" text NOT NULL,
	"bet_count" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "bet_rollups_daily_member_id_day_category_vendor_pk" PRIMARY KEY("member_id","day","category","vendor")
);
--> statement-breakpoint
CREATE TABLE "bet_rollups_hourly" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"vendor" text NOT NULL,
	"bet_count" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "bet_rollups_hourly_member_id_hour_category_vendor_pk" PRIMARY KEY("member_id","hour","category","vendor")
);
--> statement-breakpoint
DROP INDEX "bets_vendor_round";--> statement-breakpoint
DROP INDEX "provider_transactions_round";--> statement-breakpoint
DROP INDEX "provider_transactions_time";--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "vendor_bet_id" text;--> statement-breakpoint
UPDATE "bets" SET "vendor_bet_id" = "round_id";--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "vendor_bet_id" SET NOT NULL;--> statement-breakpoint
UPDATE "bets" SET "status" = 'ROLLED_BACK', "valid_bet" = 0 WHERE "status" = 'CANCELLED';--> statement-breakpoint
-- Settling a round updates it in place (HOT) when its page has room.
ALTER TABLE "bets" SET (fillfactor = 85);--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "rolled_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "max_multiplier" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_exceptions_key" ON "bet_exceptions" USING btree ("vendor","vendor_bet_id","kind");--> statement-breakpoint
CREATE INDEX "bet_exceptions_open" ON "bet_exceptions" USING btree ("created_at") WHERE "bet_exceptions"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "bet_rollups_daily_merchant" ON "bet_rollups_daily" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "bet_rollups_hourly_merchant" ON "bet_rollups_hourly" USING btree ("merchant_id","hour");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_vendor_bet" ON "bets" USING btree ("merchant_id","vendor","vendor_bet_id");--> statement-breakpoint
CREATE INDEX "bets_rollup_pending" ON "bets" USING btree ("id") WHERE "bets"."rolled_up_at" is null;