CREATE TABLE "card_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"purpose" text NOT NULL,
	"purpose_id" text NOT NULL,
	"description" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_email" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"checkout_url" text NOT NULL,
	"transaction_id" text,
	"card_brand" text DEFAULT '' NOT NULL,
	"card_last4" text DEFAULT '' NOT NULL,
	"card_bin" text DEFAULT '' NOT NULL,
	"card_expiry" text DEFAULT '' NOT NULL,
	"card_bank" text DEFAULT '' NOT NULL,
	"gateway_response" text DEFAULT '' NOT NULL,
	"failure_category" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "card_charges_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "channel" text DEFAULT 'transfer' NOT NULL;--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_charges_store_created_idx" ON "card_charges" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "card_charges_store_amount_idx" ON "card_charges" USING btree ("store_id","amount","id");--> statement-breakpoint
CREATE INDEX "card_charges_store_status_idx" ON "card_charges" USING btree ("store_id","status","created_at");