CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text,
	"lga" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"landmark" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_kind_check" CHECK ("addresses"."kind" in ('pickup', 'warehouse', 'return', 'office'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_kind" ON "addresses" USING btree ("store_id","kind") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "addresses_store_created_idx" ON "addresses" USING btree ("store_id","created_at","id");--> statement-breakpoint
CREATE INDEX "addresses_store_label_idx" ON "addresses" USING btree ("store_id","label","id");--> statement-breakpoint
-- Each store's address from /store-setup becomes its default office address (issue 25); its
-- text is kept whole in line 1, so stores.address, now the one-line copy, reads as before.
INSERT INTO "addresses" ("store_id", "kind", "label", "line1", "is_default")
SELECT "id", 'office', 'Store address', btrim("address"), true FROM "stores" WHERE btrim("address") <> '';--> statement-breakpoint
UPDATE "stores" SET "address" = btrim("address") WHERE "address" <> btrim("address");
