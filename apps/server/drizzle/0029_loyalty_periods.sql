CREATE TABLE "loyalty_runs" (
	"promotion_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"members" integer NOT NULL,
	"total" bigint NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_runs_promotion_id_period_key_pk" PRIMARY KEY("promotion_id","period_key")
);
--> statement-breakpoint
CREATE TABLE "promotion_tiers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_tiers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"vip_level" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT '*' NOT NULL,
	"threshold" bigint DEFAULT 0 NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "promotion_tiers_rate" CHECK ("promotion_tiers"."rate_bp" > 0 and "promotion_tiers"."rate_bp" <= 10000),
	CONSTRAINT "promotion_tiers_threshold" CHECK ("promotion_tiers"."threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_percent";--> statement-breakpoint
ALTER TABLE "grants" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "min_payout" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "loyalty_runs" ADD CONSTRAINT "loyalty_runs_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_tiers" ADD CONSTRAINT "promotion_tiers_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_tiers_key" ON "promotion_tiers" USING btree ("promotion_id","vip_level","category","threshold");--> statement-breakpoint
CREATE INDEX "grants_transaction" ON "grants" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "grants_unpaid" ON "grants" USING btree ("merchant_id","source","period_key") WHERE "grants"."transaction_id" is null;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_min_payout" CHECK ("promotions"."min_payout" >= 0);--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_period" CHECK (("promotions"."kind" in ('REBATE', 'CASHBACK')) = coalesce("promotions"."period" in ('DAY', 'WEEK'), false));--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_percent" CHECK ("promotions"."percent_bp" >= 0 and "promotions"."percent_bp" <= 100000 and ("promotions"."kind" <> 'FIRST_DEPOSIT' or "promotions"."percent_bp" > 0));