CREATE TABLE "split_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"payee_id" uuid NOT NULL,
	"ref" text NOT NULL,
	"period" text NOT NULL,
	"schedule" text NOT NULL,
	"shares" integer NOT NULL,
	"withheld" bigint DEFAULT 0 NOT NULL,
	"net" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "split_payees" ADD COLUMN "schedule" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "split_payees" ADD COLUMN "schedule_day" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "split_payees" ADD COLUMN "held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "split_shares" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "split_shares" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "split_batches" ADD CONSTRAINT "split_batches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_batches" ADD CONSTRAINT "split_batches_payee_id_split_payees_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."split_payees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "split_batches_ref" ON "split_batches" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "split_batches_payee_idx" ON "split_batches" USING btree ("payee_id");--> statement-breakpoint
ALTER TABLE "split_shares" ADD CONSTRAINT "split_shares_batch_id_split_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."split_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "split_payees_holding_idx" ON "split_payees" USING btree ("id") WHERE "split_payees"."held" > 0;--> statement-breakpoint
CREATE INDEX "split_shares_unsettled_idx" ON "split_shares" USING btree ("payee_id","created_at") WHERE "split_shares"."held" and "split_shares"."batch_id" is null;--> statement-breakpoint
ALTER TABLE "split_payees" ADD CONSTRAINT "split_payees_held_not_negative" CHECK ("split_payees"."held" >= 0);