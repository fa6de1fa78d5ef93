ALTER TABLE "stores" ADD COLUMN "rank" text DEFAULT 'bronze' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "rank_refreshed_at" timestamp with time zone;