ALTER TABLE "discount_redemptions" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "link_payments" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "link_payments" ADD COLUMN "coupon_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "coupon_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD COLUMN "link_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_link_payment_id_link_payments_id_fk" FOREIGN KEY ("link_payment_id") REFERENCES "public"."link_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_link_payment_discount_unique" ON "discount_redemptions" USING btree ("link_payment_id","discount_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_invoice_discount_unique" ON "discount_redemptions" USING btree ("invoice_id","discount_id");--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_one_owner" CHECK (num_nonnulls("discount_redemptions"."order_id", "discount_redemptions"."link_payment_id", "discount_redemptions"."invoice_id") = 1);