-- Ledger entries are append-only: corrections are new postings, never edits.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_or_delete
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate
  BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_append_only();
--> statement-breakpoint
-- Posts one balanced transaction in one round trip: records it under its unique reference, locks
-- the accounts it touches (in id order, so concurrent postings cannot deadlock), appends the
-- entries and moves the cached balances. A reference seen before returns the first transaction
-- and moves nothing; the same reference with another fingerprint is refused. A wallet that would
-- go below zero fails the CHECK and rolls the whole posting back.
CREATE FUNCTION ledger_post(
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
    WHERE a.id IN (SELECT (e->>'account_id')::uuid FROM jsonb_array_elements(p_entries) e)
    ORDER BY a.id FOR UPDATE;

  INSERT INTO ledger_entries (transaction_id, account_id, amount)
  SELECT v_id, (e->>'account_id')::uuid, (e->>'amount')::bigint FROM jsonb_array_elements(p_entries) e;

  UPDATE ledger_accounts a SET balance = a.balance + d.delta
    FROM (
      SELECT (e->>'account_id')::uuid AS account_id, sum((e->>'amount')::bigint) AS delta
      FROM jsonb_array_elements(p_entries) e GROUP BY 1
    ) d
    WHERE a.id = d.account_id;

  RETURN QUERY SELECT v_id, true;
END
$$;
