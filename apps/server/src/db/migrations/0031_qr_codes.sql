CREATE TABLE "qr_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid,
	"amount" bigint,
	"code" text NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"last_scanned_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_codes_store_created_idx" ON "qr_codes" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "qr_codes_store_label_idx" ON "qr_codes" USING btree ("store_id","label","id");--> statement-breakpoint
CREATE INDEX "qr_codes_store_scans_idx" ON "qr_codes" USING btree ("store_id","scans","id");