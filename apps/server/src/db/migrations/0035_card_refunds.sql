CREATE TABLE "card_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"ref" text NOT NULL,
	"fingerprint" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent" boolean DEFAULT false NOT NULL,
	"provider_reference" text,
	"failure" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "card_refunds_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
ALTER TABLE "card_charges" ADD COLUMN "refunded" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_charge_id_card_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."card_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_refunds_charge_idx" ON "card_refunds" USING btree ("charge_id","created_at");--> statement-breakpoint
ALTER TABLE "card_charges" ADD CONSTRAINT "card_charges_refunded_range" CHECK ("card_charges"."refunded" >= 0 and "card_charges"."refunded" <= "card_charges"."amount");