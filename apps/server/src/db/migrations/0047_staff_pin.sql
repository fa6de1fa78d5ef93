ALTER TABLE "stores" ADD COLUMN "staff_pin_hash" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "staff_pin_changed_at" timestamp with time zone;