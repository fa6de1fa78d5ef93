CREATE TABLE "document_counters" (
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_store_id_kind_pk" PRIMARY KEY("store_id","kind")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"payment_reference" text NOT NULL,
	"event_id" text NOT NULL,
	"method" text NOT NULL,
	"description" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"net" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_store_number_unique" ON "receipts" USING btree ("store_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_unique" ON "receipts" USING btree ("payment_reference","event_id");--> statement-breakpoint
CREATE INDEX "receipts_store_paid_idx" ON "receipts" USING btree ("store_id","paid_at","id");--> statement-breakpoint
CREATE INDEX "receipts_store_amount_idx" ON "receipts" USING btree ("store_id","amount","id");--> statement-breakpoint
CREATE INDEX "receipts_store_source_idx" ON "receipts" USING btree ("store_id","source","source_id");