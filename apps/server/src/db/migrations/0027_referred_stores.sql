-- Referrals (/referrals/all): the stores that signed up with one code, newest first.
CREATE INDEX "stores_referred_by_idx" ON "stores" USING btree ("referred_by","created_at","id");