CREATE TABLE "link_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "link_payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"slug" text NOT NULL,
	"amount_type" text NOT NULL,
	"amount" bigint,
	"minimum_amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"collect_phone" boolean DEFAULT false NOT NULL,
	"collect_address" boolean DEFAULT false NOT NULL,
	"custom_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completion_limit" integer,
	"expires_at" timestamp with time zone,
	"after_message" text DEFAULT '' NOT NULL,
	"redirect_url" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "link_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "link_payments" ADD CONSTRAINT "link_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_payments" ADD CONSTRAINT "link_payments_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_payments_link_created_idx" ON "link_payments" USING btree ("link_id","created_at","id");--> statement-breakpoint
CREATE INDEX "link_payments_link_amount_idx" ON "link_payments" USING btree ("link_id","amount","id");--> statement-breakpoint
CREATE INDEX "link_payments_link_status_idx" ON "link_payments" USING btree ("link_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "payment_links_store_created_idx" ON "payment_links" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payment_links_store_name_idx" ON "payment_links" USING btree ("store_id","name","id");--> statement-breakpoint
CREATE INDEX "payment_links_store_payments_idx" ON "payment_links" USING btree ("store_id","payments","id");--> statement-breakpoint
CREATE INDEX "payment_links_store_revenue_idx" ON "payment_links" USING btree ("store_id","revenue","id");--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_link_payment_id_link_payments_id_fk" FOREIGN KEY ("link_payment_id") REFERENCES "public"."link_payments"("id") ON DELETE set null ON UPDATE no action;