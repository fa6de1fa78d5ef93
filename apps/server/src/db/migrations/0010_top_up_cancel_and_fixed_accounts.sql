ALTER TABLE "top_ups" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
-- SPEC §6: a store's fixed account in its currency's format. GBP stores get a sort code and an
-- 8-digit account number, other non-NGN stores a GB IBAN at the sandbox bank (OLIV), both made
-- from the 10 digits they had, so they stay unique. NGN stores keep their 10-digit NUBAN.
UPDATE "stores"
SET "static_account_number" = '99-' || substr("static_account_number", 1, 2) || '-'
  || substr("static_account_number", 3, 2) || ' 00' || substr("static_account_number", 5, 6)
WHERE "currency" IN ('GBP', 'GBR') AND "static_account_number" ~ '^[0-9]{10}$';
--> statement-breakpoint
UPDATE "stores"
SET "static_account_number" = 'GB'
  || lpad((98 - mod(('24211831' || '99' || substr("static_account_number", 1, 4) || '00'
    || substr("static_account_number", 5, 6) || '161100')::numeric, 97))::text, 2, '0')
  || 'OLIV99' || substr("static_account_number", 1, 4) || '00' || substr("static_account_number", 5, 6)
WHERE "currency" NOT IN ('NGN', 'GBP', 'GBR') AND "static_account_number" ~ '^[0-9]{10}$';
