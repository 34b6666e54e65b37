CREATE UNIQUE INDEX "members_id_merchant" ON "members" USING btree ("id","merchant_id");--> statement-breakpoint
ALTER TABLE "wallet_accounts" DROP CONSTRAINT "wallet_accounts_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "wallet_accounts" ADD CONSTRAINT "wallet_accounts_member_same_merchant" FOREIGN KEY ("member_id","merchant_id") REFERENCES "public"."members"("id","merchant_id") ON DELETE no action ON UPDATE no action;
