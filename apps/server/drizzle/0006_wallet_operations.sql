CREATE TABLE "bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"category" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "turnover_requirements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "turnover_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"source_kind" text NOT NULL,
	"transaction_id" bigint NOT NULL,
	"required" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "turnover_requirements_range" CHECK ("turnover_requirements"."remaining" >= 0 and "turnover_requirements"."remaining" <= "turnover_requirements"."required")
);
--> statement-breakpoint
CREATE TABLE "vendor_positions" (
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"balance" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_positions_member_id_vendor_pk" PRIMARY KEY("member_id","vendor"),
	CONSTRAINT "vendor_positions_balance" CHECK ("vendor_positions"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "adjustments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"turnover_centi_multiplier" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"request_id" text,
	"decided_by" text,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "adjustments_amount" CHECK ("adjustments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"method_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"proof" "bytea",
	"proof_type" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"request_id" text NOT NULL,
	"gateway_txn_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "deposits_amount" CHECK ("deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payee_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payee_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"account_name" text,
	"account_number" text,
	"bank_name" text,
	"instructions_en" text,
	"instructions_bn" text,
	"turnover_centi_multiplier" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_methods_range" CHECK ("payment_methods"."min_amount" > 0 and "payment_methods"."min_amount" <= "payment_methods"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"withdraw_min" bigint NOT NULL,
	"withdraw_max" bigint NOT NULL,
	"withdraw_daily_count" integer NOT NULL,
	"confirm_timeout_minutes" integer NOT NULL,
	"transfer_min" bigint NOT NULL,
	"transfer_max" bigint NOT NULL,
	"two_person_threshold" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"withdrawal_id" bigint NOT NULL,
	"content" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"payee_account_id" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"payout_reference" text,
	"member_note" text,
	"auto_confirmed" boolean DEFAULT false NOT NULL,
	"confirm_deadline" timestamp with time zone,
	"request_id" text NOT NULL,
	"hold_transaction_id" bigint,
	"close_transaction_id" bigint,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawals_amount" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "balance_after" bigint;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "member_id" bigint;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "turnover_requirements" ADD CONSTRAINT "turnover_requirements_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adjustments" ADD CONSTRAINT "adjustments_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payee_accounts" ADD CONSTRAINT "payee_accounts_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_settings" ADD CONSTRAINT "wallet_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payee_account_id_payee_accounts_id_fk" FOREIGN KEY ("payee_account_id") REFERENCES "public"."payee_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("hold_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_close_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("close_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_vendor_round" ON "bets" USING btree ("merchant_id","vendor","round_id");--> statement-breakpoint
CREATE INDEX "bets_member_time" ON "bets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_requirements_transaction" ON "turnover_requirements" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "turnover_requirements_open" ON "turnover_requirements" USING btree ("member_id","id") WHERE "turnover_requirements"."remaining" > 0;--> statement-breakpoint
CREATE INDEX "adjustments_queue" ON "adjustments" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "adjustments_request" ON "adjustments" USING btree ("merchant_id","requested_by","request_id") WHERE "adjustments"."request_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request" ON "deposits" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_gateway_txn" ON "deposits" USING btree ("merchant_id","gateway_txn_id") WHERE "deposits"."gateway_txn_id" is not null;--> statement-breakpoint
CREATE INDEX "deposits_member" ON "deposits" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "deposits_queue" ON "deposits" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "payee_accounts_member" ON "payee_accounts" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payee_accounts_unique" ON "payee_accounts" USING btree ("member_id","bank_name","account_number") WHERE "payee_accounts"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_merchant_code" ON "payment_methods" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "withdrawal_proofs_withdrawal" ON "withdrawal_proofs" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request" ON "withdrawals" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE INDEX "withdrawals_member" ON "withdrawals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_queue" ON "withdrawals" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "withdrawals_deadline" ON "withdrawals" USING btree ("confirm_deadline") WHERE "withdrawals"."status" = 'PAYMENT_ISSUED';--> statement-breakpoint
CREATE INDEX "ledger_transactions_member" ON "ledger_transactions" USING btree ("member_id","id");