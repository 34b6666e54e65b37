-- One ledger movement in one statement (see modules/wallet/ledger.service.ts): claim the
-- idempotency key, move the member wallets in the order given (the caller sorts them by id, the
-- fixed lock order) refusing to go below zero, and append the entries with each member wallet's
-- balance after. A replayed key returns the first transaction and its request hash instead.
-- A wallet that would go negative raises SQLSTATE LD001, which aborts the whole movement.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant integer,
  p_kind text,
  p_source text,
  p_external text,
  p_operation text,
  p_member bigint,
  p_reference text,
  p_hash text,
  p_wallets bigint[],
  p_deltas bigint[],
  p_accounts bigint[],
  p_amounts bigint[],
  p_slots integer[]
) RETURNS TABLE (transaction_id bigint, replayed boolean, request_hash text, balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
  v_balance bigint;
  v_balances bigint[] := '{}';
BEGIN
  INSERT INTO ledger_transactions
    (merchant_id, kind, source, external_id, operation, member_id, reference, request_hash)
  VALUES (p_merchant, p_kind, p_source, p_external, p_operation, p_member, p_reference, p_hash)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_tx;
  IF v_tx IS NULL THEN
    RETURN QUERY
      SELECT t.id, true, t.request_hash, NULL::bigint[]
      FROM ledger_transactions t
      WHERE t.merchant_id = p_merchant AND t.source = p_source
        AND t.external_id = p_external AND t.operation = p_operation;
    RETURN;
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_wallets, 1), 0) LOOP
    UPDATE wallet_accounts SET balance = balance + p_deltas[i]
      WHERE id = p_wallets[i] AND balance + p_deltas[i] >= 0
      RETURNING balance INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'wallet % would go below zero', p_wallets[i] USING ERRCODE = 'LD001';
    END IF;
    v_balances := v_balances || v_balance;
  END LOOP;
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
    SELECT v_tx, l.account, l.amount, CASE WHEN l.slot > 0 THEN v_balances[l.slot] END
    FROM unnest(p_accounts, p_amounts, p_slots) AS l(account, amount, slot);
  RETURN QUERY SELECT v_tx, false, p_hash, v_balances;
END;
$$;
