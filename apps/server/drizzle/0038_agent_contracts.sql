CREATE TABLE "agent_contracts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"upline_id" bigint,
	"kind" text NOT NULL,
	"period" text,
	"tiers" jsonb NOT NULL,
	"status" text NOT NULL,
	"termination_requested_by" text,
	"end_reason" text,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_pay_holds" (
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"held_by" integer,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_pay_holds_agent_id_pk" PRIMARY KEY("agent_id")
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_settlement_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"contracts" integer NOT NULL,
	"lines" integer NOT NULL,
	"paid" bigint NOT NULL,
	"held" bigint NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_settlements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"agent_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_key" text NOT NULL,
	"revision" smallint NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"base" bigint NOT NULL,
	"active_players" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"gross" bigint NOT NULL,
	"sub_agents" bigint NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"transaction_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_pay_holds" ADD CONSTRAINT "agent_pay_holds_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_pending" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_kind" ON "agent_contracts" USING btree ("merchant_id","kind","accepted_at");--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_merchant" ON "agent_settlement_runs" USING btree ("merchant_id","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_key" ON "agent_settlements" USING btree ("agent_id","kind","period_key","revision");--> statement-breakpoint
CREATE INDEX "agent_settlements_merchant" ON "agent_settlements" USING btree ("merchant_id","kind","period_key");--> statement-breakpoint
CREATE INDEX "agent_settlements_held" ON "agent_settlements" USING btree ("agent_id") WHERE "agent_settlements"."status" = 'HELD';