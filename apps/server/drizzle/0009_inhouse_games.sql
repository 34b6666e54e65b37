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
CREATE UNIQUE INDEX "fair_seeds_active" ON "fair_seeds" USING btree ("member_id") WHERE "fair_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "fair_seeds_member" ON "fair_seeds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inhouse_rounds_request" ON "inhouse_rounds" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "inhouse_rounds_member_time" ON "inhouse_rounds" USING btree ("member_id","created_at");