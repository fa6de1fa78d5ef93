CREATE TABLE "business_registrations" (
	"store_id" uuid PRIMARY KEY NOT NULL,
	"register" text NOT NULL,
	"number" text NOT NULL,
	"registered_name" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_registrations" ADD CONSTRAINT "business_registrations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;