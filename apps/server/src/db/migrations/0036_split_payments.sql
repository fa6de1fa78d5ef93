CREATE TABLE "split_group_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"payee_id" uuid NOT NULL,
	"share" bigint NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bearer" text NOT NULL,
	"storefront" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"payments" integer DEFAULT 0 NOT NULL,
	"paid_out" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "split_payees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"name" text NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"paid_out" bigint DEFAULT 0 NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "split_payees_owed_not_negative" CHECK ("split_payees"."owed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "split_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"payee_id" uuid NOT NULL,
	"payment_reference" text NOT NULL,
	"event_id" text NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"payment_amount" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"withheld" bigint DEFAULT 0 NOT NULL,
	"net" bigint NOT NULL,
	"payout_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "split_group_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "split_group_id" uuid;--> statement-breakpoint
ALTER TABLE "split_group_members" ADD CONSTRAINT "split_group_members_group_id_split_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."split_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_group_members" ADD CONSTRAINT "split_group_members_payee_id_split_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."split_payees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_groups" ADD CONSTRAINT "split_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_payees" ADD CONSTRAINT "split_payees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_group_id_split_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."split_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_payee_id_split_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."split_payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "split_group_members_unique" ON "split_group_members" USING btree ("group_id","payee_id");--> statement-breakpoint
CREATE INDEX "split_group_members_payee_idx" ON "split_group_members" USING btree ("payee_id");--> statement-breakpoint
CREATE INDEX "split_groups_store_created_idx" ON "split_groups" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_groups_one_storefront" ON "split_groups" USING btree ("store_id") WHERE "split_groups"."storefront";--> statement-breakpoint
CREATE INDEX "split_payees_store_created_idx" ON "split_payees" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "split_shares_payment_payee" ON "split_shares" USING btree ("payment_reference","event_id","payee_id");--> statement-breakpoint
CREATE INDEX "split_shares_store_created_idx" ON "split_shares" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "split_shares_payment_idx" ON "split_shares" USING btree ("payment_reference");--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_split_group_id_split_groups_id_fk" FOREIGN KEY ("split_group_id") REFERENCES "public"."split_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_split_group_id_split_groups_id_fk" FOREIGN KEY ("split_group_id") REFERENCES "public"."split_groups"("id") ON DELETE set null ON UPDATE no action;