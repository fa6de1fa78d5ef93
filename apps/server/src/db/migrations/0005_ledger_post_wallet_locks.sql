-- Only wallets cache their balance (and need the lock that guards it). System accounts (provider
-- clearing, fees earned, payouts in flight, unclaimed funds) are touched by every posting, so
-- locking and updating their row serialised all postings on one row; their balance is the sum of
-- their entries, computed when asked.
UPDATE ledger_accounts SET balance = 0 WHERE kind <> 'wallet';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_post(
  p_reference text,
  p_kind text,
  p_fingerprint text,
  p_metadata jsonb,
  p_entries jsonb
) RETURNS TABLE (transaction_id uuid, created boolean) LANGUAGE plpgsql AS $$
DECLARE
  v_id uuid;
  v_existing_fingerprint text;
  v_total numeric;
BEGIN
  SELECT coalesce(sum((e->>'amount')::bigint), 0) INTO v_total FROM jsonb_array_elements(p_entries) e;
  IF v_total <> 0 OR jsonb_array_length(p_entries) < 2 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', p_reference USING ERRCODE = 'P0002';
  END IF;

  INSERT INTO ledger_transactions (reference, kind, fingerprint, metadata)
  VALUES (p_reference, p_kind, p_fingerprint, coalesce(p_metadata, '{}'::jsonb))
  ON CONFLICT (reference) DO NOTHING
  RETURNING id INTO v_id;

  IF v_id IS NULL THEN
    SELECT t.id, t.fingerprint INTO v_id, v_existing_fingerprint
      FROM ledger_transactions t WHERE t.reference = p_reference;
    IF v_existing_fingerprint <> p_fingerprint THEN
      RAISE EXCEPTION 'reference % was used for another request', p_reference USING ERRCODE = 'P0003';
    END IF;
    RETURN QUERY SELECT v_id, false;
    RETURN;
  END IF;

  PERFORM 1 FROM ledger_accounts a
    WHERE a.kind = 'wallet'
      AND a.id IN (SELECT (e->>'account_id')::uuid FROM jsonb_array_elements(p_entries) e)
    ORDER BY a.id FOR UPDATE;

  INSERT INTO ledger_entries (transaction_id, account_id, amount)
  SELECT v_id, (e->>'account_id')::uuid, (e->>'amount')::bigint FROM jsonb_array_elements(p_entries) e;

  UPDATE ledger_accounts a SET balance = a.balance + d.delta
    FROM (
      SELECT (e->>'account_id')::uuid AS account_id, sum((e->>'amount')::bigint) AS delta
      FROM jsonb_array_elements(p_entries) e GROUP BY 1
    ) d
    WHERE a.id = d.account_id AND a.kind = 'wallet';

  RETURN QUERY SELECT v_id, true;
END
$$;
