-- The list search's trigram index (ADR 0008); pg_trgm is a trusted extension since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "row_counts" (
	"store_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "row_counts_store_id_entity_pk" PRIMARY KEY("store_id","entity")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("ref" || E'\n' || "agency_txn" || E'\n' || "status" || E'\n' || "meaning") STORED;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "row_counts" ADD CONSTRAINT "row_counts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_store_created_idx" ON "audit_log" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_transactions_store_amount_idx" ON "wallet_transactions" USING btree ("store_id","amount","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_store_status_idx" ON "wallet_transactions" USING btree ("store_id","status","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_store_kind_idx" ON "wallet_transactions" USING btree ("store_id","agency_txn","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_store_ref_idx" ON "wallet_transactions" USING btree ("store_id","ref","id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_search_idx" ON "wallet_transactions" USING gin ("search_text" gin_trgm_ops);