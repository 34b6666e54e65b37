CREATE TABLE "game_favourites" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_recents" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recents_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"session_id" bigint,
	"game_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"mode" text NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"wallet" text NOT NULL,
	"brand_color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"code" text NOT NULL,
	"category" text NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"vassalage" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"min_bet" bigint NOT NULL,
	"max_bet" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"transaction_id" text NOT NULL,
	"call" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"request_hash" text,
	"status" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "status" text DEFAULT 'SETTLED' NOT NULL;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recents" ADD CONSTRAINT "game_recents_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_vendors" ADD CONSTRAINT "game_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_recents_member_time" ON "game_recents" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "game_vendors_merchant_code" ON "game_vendors" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_vendor_code" ON "games" USING btree ("merchant_id","vendor","code");--> statement-breakpoint
CREATE INDEX "games_merchant_category" ON "games" USING btree ("merchant_id","category","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_key" ON "provider_transactions" USING btree ("merchant_id","vendor","transaction_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_round" ON "provider_transactions" USING btree ("merchant_id","vendor","round_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_time" ON "provider_transactions" USING btree ("created_at");