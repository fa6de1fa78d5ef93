CREATE TABLE "wallet_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid,
	"ledger_transaction_id" uuid,
	"ref" text NOT NULL,
	"agency_txn" text NOT NULL,
	"status" text NOT NULL,
	"direction" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"request" text DEFAULT '' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"meaning" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_transactions_store_created_idx" ON "wallet_transactions" USING btree ("store_id","created_at","id");