CREATE TABLE "message_states" (
	"member_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "message_states_member_id_message_id_pk" PRIMARY KEY("member_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"audience" text NOT NULL,
	"member_id" bigint,
	"kind" text NOT NULL,
	"texts" jsonb,
	"template" text,
	"params" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "messages_audience" CHECK (("messages"."audience" = 'MEMBER') = ("messages"."member_id" is not null) and "messages"."audience" in ('ALL', 'PLAYERS', 'AGENTS', 'MEMBER')),
	CONSTRAINT "messages_content" CHECK (("messages"."kind" = 'OPERATOR' and "messages"."texts" is not null) or ("messages"."kind" = 'NOTICE' and "messages"."template" is not null))
);
--> statement-breakpoint
ALTER TABLE "message_states" ADD CONSTRAINT "message_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_states" ADD CONSTRAINT "message_states_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_member" ON "messages" USING btree ("member_id","id") WHERE "messages"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_broadcast" ON "messages" USING btree ("merchant_id","id") WHERE "messages"."member_id" is null;