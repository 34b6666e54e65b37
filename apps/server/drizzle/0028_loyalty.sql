CREATE TABLE "grants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"promotion_id" integer,
	"source" text NOT NULL,
	"period_key" text NOT NULL,
	"reward_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"reference" text,
	"state" text DEFAULT 'ISSUED' NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grants_amount" CHECK ("grants"."amount" > 0),
	CONSTRAINT "grants_wagering" CHECK ("grants"."wagering_required" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"percent_bp" integer NOT NULL,
	"cap_amount" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"wagering_centi" integer NOT NULL,
	"texts" jsonb NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_percent" CHECK ("promotions"."percent_bp" > 0 and "promotions"."percent_bp" <= 100000),
	CONSTRAINT "promotions_cap" CHECK ("promotions"."cap_amount" > 0),
	CONSTRAINT "promotions_min_deposit" CHECK ("promotions"."min_deposit" >= 0),
	CONSTRAINT "promotions_wagering" CHECK ("promotions"."wagering_centi" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grants" ADD CONSTRAINT "grants_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grants_once" ON "grants" USING btree ("merchant_id","member_id","source","period_key");--> statement-breakpoint
CREATE INDEX "grants_member" ON "grants" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code" ON "promotions" USING btree ("merchant_id","code");