CREATE TABLE "adverts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"store_id" uuid NOT NULL,
	"platforms" text[] NOT NULL,
	"domain" text NOT NULL,
	"currency" text NOT NULL,
	"daily_budget" bigint NOT NULL,
	"days" integer NOT NULL,
	"total" bigint NOT NULL,
	"estimated_daily_reach" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"days_run_before" integer DEFAULT 0 NOT NULL,
	"run_started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"network_ref" text,
	"ledger_transaction_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adverts_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "domain_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"domain_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"years" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_until" timestamp with time zone NOT NULL,
	"paid_by" uuid,
	"paid_by_email" text NOT NULL,
	"ledger_transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"yearly_price" bigint NOT NULL,
	"registrar" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_payment_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adverts" ADD CONSTRAINT "adverts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_payments" ADD CONSTRAINT "domain_payments_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_payments" ADD CONSTRAINT "domain_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_payments" ADD CONSTRAINT "domain_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_payments" ADD CONSTRAINT "domain_payments_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adverts_store_created_idx" ON "adverts" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "adverts_store_start_idx" ON "adverts" USING btree ("store_id","start_date","id");--> statement-breakpoint
CREATE INDEX "adverts_store_total_idx" ON "adverts" USING btree ("store_id","total","id");--> statement-breakpoint
CREATE INDEX "domain_payments_domain_idx" ON "domain_payments" USING btree ("domain_id","created_at","id");--> statement-breakpoint
CREATE INDEX "domains_store_expires_idx" ON "domains" USING btree ("store_id","expires_at","id");--> statement-breakpoint
CREATE INDEX "domains_store_created_idx" ON "domains" USING btree ("store_id","created_at","id");