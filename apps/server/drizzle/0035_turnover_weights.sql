ALTER TABLE "turnover_requirements" ADD COLUMN "weights" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "weights" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Game weights (docs/LOYALTY.md): a settled bet's valid stake counts against each open requirement
-- at the requirement's weight for the bet's game category ('*' for the rest; 0 excludes it; no
-- weights: in full), oldest requirement first. What a requirement counted takes the stake it
-- needed (rounded up), so the rest of the bet goes on to the next requirement. Replaces the
-- two-argument function of 0018 (a call without a category counts at the '*' weight).
DROP FUNCTION IF EXISTS turnover_consume(bigint, bigint);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION turnover_consume(p_member bigint, p_amount bigint, p_category text DEFAULT NULL)
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_left bigint := p_amount;
  v_weight integer;
  v_counted bigint;
BEGIN
  IF v_left IS NULL OR v_left <= 0 THEN
    RETURN;
  END IF;
  FOR r IN
    SELECT id, remaining, weights FROM turnover_requirements
    WHERE member_id = p_member AND remaining > 0
    ORDER BY id
    FOR UPDATE
  LOOP
    EXIT WHEN v_left = 0;
    v_weight := CASE WHEN r.weights IS NULL THEN 100
      ELSE coalesce((r.weights ->> p_category)::integer, (r.weights ->> '*')::integer, 100) END;
    CONTINUE WHEN v_weight <= 0;
    v_counted := least(r.remaining, v_left * v_weight / 100);
    CONTINUE WHEN v_counted = 0;
    UPDATE turnover_requirements
      SET remaining = r.remaining - v_counted,
          completed_at = CASE WHEN r.remaining - v_counted = 0 THEN now() ELSE completed_at END
      WHERE id = r.id;
    v_left := v_left - least(v_left, (v_counted * 100 + v_weight - 1) / v_weight);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The seamless win of 0018, the same but for two changes: the settled round's category goes to
-- turnover_consume, and the ledger transaction is kept in its own variable. 0018 read the record
-- `m` in every answer, which is never assigned when the win is 0: a round ended by a zero win (a
-- lost round) could fail with "record m is not assigned yet" (on a connection that had not run a
-- paying win before) and the vendor was told INTERNAL_ERROR.
CREATE OR REPLACE FUNCTION seamless_win(
  p_merchant integer,
  p_vendor text,
  p_tx text,
  p_member bigint,
  p_round text,
  p_game_code text,
  p_amount bigint,
  p_ended boolean,
  p_hash text,
  p_pre text,
  p_max_multiplier bigint,
  p_now timestamptz,
  p_main bigint,
  p_house bigint,
  p_ledger_hash text,
  p_currency text
) RETURNS TABLE (
  outcome text,
  balance bigint,
  reference bigint,
  r_call text,
  r_hash text,
  r_status text,
  r_response jsonb
)
LANGUAGE plpgsql AS $$
DECLARE
  v record;
  m record;
  v_tx bigint;
  v_balance bigint;
  v_stake bigint;
  v_category text;
BEGIN
  PERFORM bet_key_lock(p_merchant, p_vendor, 'tx:' || p_tx);
  PERFORM bet_key_lock(p_merchant, p_vendor, 'bet:' || p_round);
  SELECT mb.merchant_id AS member_merchant,
         t.transaction_id IS NOT NULL AS seen, t.call, t.request_hash, t.status AS tx_status,
         t.response, t.balance_after,
         b.id AS round, b.placed_at AS round_placed, b.status AS round_status,
         b.member_id AS round_member, b.stake AS round_stake, b.payout AS round_payout, b.game_name AS round_game
    INTO v
    FROM (SELECT 1) one
    LEFT JOIN members mb ON mb.id = p_member
    LEFT JOIN provider_transactions t
      ON t.merchant_id = p_merchant AND t.vendor = p_vendor AND t.transaction_id = p_tx
    LEFT JOIN bets b
      ON b.merchant_id = p_merchant AND b.vendor = p_vendor AND b.vendor_bet_id = p_round;
  IF v.member_merchant IS NULL OR v.member_merchant <> p_merchant THEN
    RETURN QUERY SELECT 'PLAYER_NOT_FOUND', NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF v.seen THEN
    RETURN QUERY SELECT 'REPLAY', v.balance_after, NULL::bigint, v.call, v.request_hash,
      v.tx_status, v.response;
    RETURN;
  END IF;
  IF p_pre IS NOT NULL THEN
    RETURN QUERY SELECT p_pre, NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF v.round IS NULL OR v.round_member <> p_member OR v.round_status = 'ROLLED_BACK' THEN
    RETURN QUERY SELECT 'BET_NOT_FOUND', NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF v.round_status <> 'OPEN' THEN
    RETURN QUERY SELECT 'ROUND_CLOSED', NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF p_max_multiplier IS NOT NULL
     AND v.round_payout + p_amount > v.round_stake * p_max_multiplier THEN
    -- Nothing moves; the operator sees why (the vendor may roll the round back or ask support).
    INSERT INTO bet_exceptions (merchant_id, vendor, source, vendor_bet_id, kind, detail)
      VALUES (p_merchant, p_vendor, 'SEAMLESS', p_round, 'WIN_OVER_LIMIT',
              jsonb_build_object('transactionId', p_tx, 'memberId', p_member,
                                 'amount', p_amount::text, 'stake', v.round_stake::text,
                                 'payout', v.round_payout::text,
                                 'maxMultiplier', p_max_multiplier))
      ON CONFLICT DO NOTHING;
    RETURN QUERY SELECT 'WIN_LIMIT', NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    SELECT * INTO m FROM ledger_move(
      p_merchant, 'WIN', 'VENDOR:' || p_vendor, p_tx, 'WIN', p_member, v.round_game,
      p_ledger_hash, ARRAY[p_main], ARRAY[p_amount], ARRAY[p_main, p_house],
      ARRAY[p_amount, -p_amount], ARRAY[1, 0]);
    IF m.replayed THEN
      RETURN QUERY SELECT 'RACE:DUPLICATE_TRANSACTION', NULL::bigint, NULL::bigint, NULL, NULL,
        NULL, NULL::jsonb;
      RETURN;
    END IF;
    v_balance := m.balances[1];
    v_tx := m.transaction_id;
  END IF;
  UPDATE bets
    SET payout = payout + p_amount,
        status = CASE WHEN p_ended THEN 'SETTLED' ELSE status END,
        valid_bet = CASE WHEN p_ended THEN stake ELSE valid_bet END,
        settled_at = CASE WHEN p_ended THEN p_now ELSE settled_at END
    WHERE id = v.round AND placed_at = v.round_placed AND status = 'OPEN'
    RETURNING stake, category INTO v_stake, v_category;
  IF v_stake IS NULL THEN
    -- The round ended while this call ran: nothing stays moved.
    IF p_amount > 0 THEN
      PERFORM ledger_undo(v_tx);
    END IF;
    RETURN QUERY SELECT 'RACE:ROUND_CLOSED', NULL::bigint, NULL::bigint, NULL, NULL, NULL,
      NULL::jsonb;
    RETURN;
  END IF;
  IF p_ended THEN
    PERFORM turnover_consume(p_member, v_stake, v_category);
  END IF;
  IF p_amount = 0 THEN
    SELECT w.balance INTO v_balance FROM wallet_accounts w WHERE w.id = p_main;
    v_balance := coalesce(v_balance, 0);
  END IF;
  INSERT INTO provider_transactions (merchant_id, vendor, transaction_id, call, member_id, round_id,
                                     game_code, amount, request_hash, status, response, balance_after)
    VALUES (p_merchant, p_vendor, p_tx, 'win', p_member, p_round, p_game_code, p_amount, p_hash, 'OK',
            CASE WHEN p_amount = 0
              THEN jsonb_build_object('status', 'OK', 'currency', p_currency)
              ELSE jsonb_build_object('status', 'OK', 'currency', p_currency,
                                      'reference', v_tx::text) END,
            v_balance);
  RETURN QUERY SELECT 'OK', v_balance,
    v_tx, NULL, NULL, NULL,
    NULL::jsonb;
END;
$$;

