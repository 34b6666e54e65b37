-- A member's game transfer (main wallet ⇄ a transfer-wallet vendor kept by the portal) in one
-- statement (modules/vendors/game-transfers.ts): move the money (ledger_move) and the member's
-- position at the vendor together. Refusals write nothing and raise nothing, so several
-- transfers can share one transaction (game_transfer_batch) and each is still refused on its own.
-- Locks, per transfer: the member's main wallet (ledger_move), then the position row; the caller
-- sorts a batch by wallet id (the ledger's order).
-- p_delta is what the vendor side gains: the stake moved in (IN) or minus the amount out (OUT).
CREATE OR REPLACE FUNCTION game_transfer(
  p_merchant integer,
  p_member bigint,
  p_vendor text,
  p_external text,
  p_operation text,
  p_reference text,
  p_hash text,
  p_main bigint,
  p_house bigint,
  p_delta bigint
) RETURNS TABLE (
  outcome text,
  transaction_id bigint,
  request_hash text,
  balance bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  m record;
BEGIN
  SELECT * INTO m FROM ledger_move(p_merchant, 'GAME_TRANSFER', 'GAME_TRANSFER', p_external,
    p_operation, p_member, p_reference, p_hash, ARRAY[p_main], ARRAY[-p_delta],
    ARRAY[p_main, p_house], ARRAY[-p_delta, p_delta], ARRAY[1, 0]);
  IF m.short THEN
    RETURN QUERY SELECT 'SHORT'::text, NULL::bigint, NULL::text, NULL::bigint;
    RETURN;
  END IF;
  IF m.replayed THEN
    RETURN QUERY SELECT 'REPLAY'::text, m.transaction_id, m.request_hash, w.balance
      FROM wallet_accounts w WHERE w.id = p_main;
    RETURN;
  END IF;
  IF p_delta > 0 THEN
    INSERT INTO vendor_positions AS p (merchant_id, member_id, vendor, balance)
      VALUES (p_merchant, p_member, p_vendor, p_delta)
      ON CONFLICT (member_id, vendor) DO UPDATE
      SET balance = p.balance + p_delta, version = p.version + 1, updated_at = now();
  ELSE
    UPDATE vendor_positions p
      SET balance = p.balance + p_delta, version = p.version + 1, updated_at = now()
      WHERE p.member_id = p_member AND p.vendor = p_vendor AND p.balance + p_delta >= 0;
    IF NOT FOUND THEN
      -- The member holds less than that at the vendor: the money goes back as it was.
      PERFORM ledger_undo(m.transaction_id);
      RETURN QUERY SELECT 'SHORT'::text, NULL::bigint, NULL::text, NULL::bigint;
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT 'OK'::text, m.transaction_id, m.request_hash, m.balances[1];
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION game_transfer_batch(p_calls jsonb) RETURNS TABLE (
  idx integer,
  outcome text,
  transaction_id bigint,
  request_hash text,
  balance bigint
)
LANGUAGE plpgsql AS $$
DECLARE
  c jsonb;
  i integer;
BEGIN
  FOR i IN 0 .. jsonb_array_length(p_calls) - 1 LOOP
    c := p_calls -> i;
    RETURN QUERY SELECT i, g.* FROM game_transfer(
      (c ->> 'merchant')::integer, (c ->> 'member')::bigint, c ->> 'vendor', c ->> 'external',
      c ->> 'operation', c ->> 'reference', c ->> 'hash', (c ->> 'main')::bigint,
      (c ->> 'house')::bigint, (c ->> 'delta')::bigint) g;
  END LOOP;
END;
$$;
