CREATE TABLE "crash_bets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cashout_hundredths" integer,
	"cashout_hundredths" integer,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"terminal_seed" text NOT NULL,
	"length" integer NOT NULL,
	"salt" text NOT NULL,
	"commitment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crash_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"round_number" integer NOT NULL,
	"phase" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"crash_point_hundredths" integer NOT NULL,
	"crashed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fair_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inhouse_rounds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inhouse_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"game" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"params" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"multiplier_scaled" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_request" ON "crash_bets" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_member" ON "crash_bets" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE INDEX "crash_bets_round" ON "crash_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_number" ON "crash_rounds" USING btree ("merchant_id","round_number");--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active" ON "fair_seeds" USING btree ("member_id") WHERE "fair_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "fair_seeds_member" ON "fair_seeds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_rounds_request" ON "inhouse_rounds" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "inhouse_rounds_member_time" ON "inhouse_rounds" USING btree ("member_id","created_at");