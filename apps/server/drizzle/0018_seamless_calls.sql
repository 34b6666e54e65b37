-- The seamless wallet's money calls in one statement each (modules/vendors/seamless-calls.ts).
-- A vendor's bet or win costs one database round trip: look up the member, a repeat of the
-- transaction id, the launch token and the round in one query; move the money (ledger_move);
-- accumulate the round and record the transaction with its answer.
-- Refusals write nothing (except a bet exception for the operator) and raise nothing, so several
-- calls can share one transaction (seamless_batch) and each is still refused on its own.
-- Locks, per call: the transaction id and the round (advisory, bet_key_lock of migration 0019),
-- the member's main wallet, the round row, the member's open turnover requirements. The caller
-- sorts a batch by wallet id (the ledger's order), so a batch takes each member's locks together.

-- The ledger's one movement (ledger_post of migration 0007 is now built on it): claim the key,
-- move the member wallets in the order given (the caller sorts them by id, the fixed lock order)
-- refusing to go below zero, and append the entries with each member wallet's balance after.
-- A replayed key returns the first transaction and its request hash. A wallet that would go
-- below zero makes it answer `short` having written nothing (its own writes undone).
CREATE OR REPLACE FUNCTION ledger_move(
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
) RETURNS TABLE (
  transaction_id bigint,
  replayed boolean,
  request_hash text,
  balances bigint[],
  short boolean
)
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
      SELECT t.id, true, t.request_hash, NULL::bigint[], false
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
      FOR j IN 1 .. i - 1 LOOP
        UPDATE wallet_accounts SET balance = balance - p_deltas[j] WHERE id = p_wallets[j];
      END LOOP;
      DELETE FROM ledger_transactions WHERE id = v_tx;
      RETURN QUERY SELECT NULL::bigint, false, NULL::text, NULL::bigint[], true;
      RETURN;
    END IF;
    v_balances := v_balances || v_balance;
  END LOOP;
  INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after)
    SELECT v_tx, l.account, l.amount, CASE WHEN l.slot > 0 THEN v_balances[l.slot] END
    FROM unnest(p_accounts, p_amounts, p_slots) AS l(account, amount, slot);
  RETURN QUERY SELECT v_tx, false, p_hash, v_balances, false;
END;
$$;
--> statement-breakpoint
-- Unchanged for its callers: a short wallet raises SQLSTATE LD001, aborting the transaction.
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
  m record;
BEGIN
  SELECT * INTO m FROM ledger_move(p_merchant, p_kind, p_source, p_external, p_operation,
    p_member, p_reference, p_hash, p_wallets, p_deltas, p_accounts, p_amounts, p_slots);
  IF m.short THEN
    RAISE EXCEPTION 'a wallet would go below zero' USING ERRCODE = 'LD001';
  END IF;
  RETURN QUERY SELECT m.transaction_id, m.replayed, m.request_hash, m.balances;
END;
$$;
--> statement-breakpoint
-- Counts a settled bet's valid stake against the member's open requirements, oldest first.
CREATE OR REPLACE FUNCTION turnover_consume(p_member bigint, p_amount bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_left bigint := p_amount;
  v_used bigint;
BEGIN
  IF v_left IS NULL OR v_left <= 0 THEN
    RETURN;
  END IF;
  FOR r IN
    SELECT id, remaining FROM turnover_requirements
    WHERE member_id = p_member AND remaining > 0
    ORDER BY id
    FOR UPDATE
  LOOP
    EXIT WHEN v_left = 0;
    v_used := least(r.remaining, v_left);
    UPDATE turnover_requirements
      SET remaining = r.remaining - v_used,
          completed_at = CASE WHEN r.remaining - v_used = 0 THEN now() ELSE completed_at END
      WHERE id = r.id;
    v_left := v_left - v_used;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Takes back a movement made earlier in the same transaction (a call that lost its round to a
-- concurrent one after its money moved): the wallets move back, the rows go. Never committed.
CREATE OR REPLACE FUNCTION ledger_undo(p_tx bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE wallet_accounts w SET balance = w.balance - e.amount
    FROM ledger_entries e
    WHERE e.transaction_id = p_tx AND e.account_id = w.id AND w.member_id IS NOT NULL;
  DELETE FROM ledger_entries WHERE transaction_id = p_tx;
  DELETE FROM ledger_transactions WHERE id = p_tx;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seamless_bet(
  p_merchant integer,
  p_vendor text,
  p_tx text,
  p_member bigint,
  p_round text,
  p_game_code text,
  p_game_name text,
  p_category text,
  p_amount bigint,
  p_hash text,
  p_pre text,
  p_post text,
  p_token bytea,
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
  v_done bigint;
BEGIN
  -- The transaction id, then the round (bet_key_lock, migration 0019: the tables are partitioned
  -- by month, so no unique index spans a key's months; these locks keep each key single).
  PERFORM bet_key_lock(p_merchant, p_vendor, 'tx:' || p_tx);
  PERFORM bet_key_lock(p_merchant, p_vendor, 'bet:' || p_round);
  -- Everything the call depends on, in one query.
  SELECT mb.status AS member_status, mb.merchant_id AS member_merchant,
         t.transaction_id IS NOT NULL AS seen, t.call, t.request_hash, t.status AS tx_status,
         t.response, t.balance_after,
         g.id IS NOT NULL AS token_found, g.vendor AS token_vendor, g.member_id AS token_member,
         g.mode AS token_mode, g.expires_at AS token_expires, s.revoked_at AS session_revoked,
         b.id AS round, b.placed_at AS round_placed, b.status AS round_status,
         b.member_id AS round_member
    INTO v
    FROM (SELECT 1) one
    LEFT JOIN members mb ON mb.id = p_member
    LEFT JOIN provider_transactions t
      ON t.merchant_id = p_merchant AND t.vendor = p_vendor AND t.transaction_id = p_tx
    LEFT JOIN game_sessions g ON g.token_hash = p_token
    LEFT JOIN sessions s ON s.id = g.session_id
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
  IF v.member_status = 'LOCKED' THEN
    RETURN QUERY SELECT 'PLAYER_BLOCKED', NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF NOT v.token_found OR v.token_vendor <> p_vendor OR v.token_member IS DISTINCT FROM p_member
     OR v.token_mode <> 'REAL' OR v.token_expires <= p_now OR v.session_revoked IS NOT NULL THEN
    RETURN QUERY SELECT 'INVALID_TOKEN', NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF p_post IS NOT NULL THEN
    RETURN QUERY SELECT p_post, NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF v.round IS NOT NULL AND (v.round_status <> 'OPEN' OR v.round_member <> p_member) THEN
    RETURN QUERY SELECT 'ROUND_CLOSED', NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  -- The money first (it locks the wallet: the lock order), then the round.
  SELECT * INTO m FROM ledger_move(
    p_merchant, 'BET', 'VENDOR:' || p_vendor, p_tx, 'BET', p_member, p_game_name, p_ledger_hash,
    ARRAY[p_main], ARRAY[-p_amount], ARRAY[p_main, p_house], ARRAY[-p_amount, p_amount],
    ARRAY[1, 0]);
  IF m.short THEN
    RETURN QUERY SELECT 'INSUFFICIENT_FUNDS', NULL::bigint, NULL::bigint, NULL, NULL, NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF m.replayed THEN
    -- The same transaction id was moved by a concurrent call: its record answers.
    RETURN QUERY SELECT 'RACE:DUPLICATE_TRANSACTION', NULL::bigint, NULL::bigint, NULL, NULL,
      NULL, NULL::jsonb;
    RETURN;
  END IF;
  IF v.round IS NULL THEN
    INSERT INTO bets (merchant_id, member_id, vendor, vendor_bet_id, round_id, game_code, game_name,
                      category, stake, valid_bet, status, placed_at)
      VALUES (p_merchant, p_member, p_vendor, p_round, p_round, p_game_code, p_game_name,
              p_category, p_amount, 0, 'OPEN', p_now);
  ELSE
    UPDATE bets SET stake = stake + p_amount
      WHERE id = v.round AND placed_at = v.round_placed AND status = 'OPEN'
        AND member_id = p_member
      RETURNING id INTO v_done;
    IF v_done IS NULL THEN
      -- The round ended while this call ran: nothing stays moved.
      PERFORM ledger_undo(m.transaction_id);
      RETURN QUERY SELECT 'RACE:ROUND_CLOSED', NULL::bigint, NULL::bigint, NULL, NULL, NULL,
        NULL::jsonb;
      RETURN;
    END IF;
  END IF;
  INSERT INTO provider_transactions (merchant_id, vendor, transaction_id, call, member_id, round_id,
                                     game_code, amount, request_hash, status, response, balance_after)
    VALUES (p_merchant, p_vendor, p_tx, 'bet', p_member, p_round, p_game_code, p_amount, p_hash, 'OK',
            jsonb_build_object('status', 'OK', 'currency', p_currency,
                               'reference', m.transaction_id::text),
            m.balances[1]);
  RETURN QUERY SELECT 'OK', m.balances[1], m.transaction_id, NULL, NULL, NULL, NULL::jsonb;
END;
$$;
--> statement-breakpoint
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
  v_balance bigint;
  v_stake bigint;
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
  END IF;
  UPDATE bets
    SET payout = payout + p_amount,
        status = CASE WHEN p_ended THEN 'SETTLED' ELSE status END,
        valid_bet = CASE WHEN p_ended THEN stake ELSE valid_bet END,
        settled_at = CASE WHEN p_ended THEN p_now ELSE settled_at END
    WHERE id = v.round AND placed_at = v.round_placed AND status = 'OPEN'
    RETURNING stake INTO v_stake;
  IF v_stake IS NULL THEN
    -- The round ended while this call ran: nothing stays moved.
    IF p_amount > 0 THEN
      PERFORM ledger_undo(m.transaction_id);
    END IF;
    RETURN QUERY SELECT 'RACE:ROUND_CLOSED', NULL::bigint, NULL::bigint, NULL, NULL, NULL,
      NULL::jsonb;
    RETURN;
  END IF;
  IF p_ended THEN
    PERFORM turnover_consume(p_member, v_stake);
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
                                      'reference', m.transaction_id::text) END,
            v_balance);
  RETURN QUERY SELECT 'OK', v_balance,
    CASE WHEN p_amount = 0 THEN NULL::bigint ELSE m.transaction_id END, NULL, NULL, NULL,
    NULL::jsonb;
END;
$$;
--> statement-breakpoint
-- Several calls in one transaction, in the order given (the caller sorts them by wallet id):
-- row i answers call i. Each call refuses on its own; an error aborts all (the caller then runs
-- them one by one).
CREATE OR REPLACE FUNCTION seamless_batch(p_calls jsonb) RETURNS TABLE (
  idx integer,
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
  c jsonb;
  i integer;
BEGIN
  FOR i IN 0 .. jsonb_array_length(p_calls) - 1 LOOP
    c := p_calls -> i;
    IF c ->> 'call' = 'bet' THEN
      RETURN QUERY SELECT i, b.* FROM seamless_bet(
        (c ->> 'merchant')::integer, c ->> 'vendor', c ->> 'tx', (c ->> 'member')::bigint,
        c ->> 'round', c ->> 'gameCode', c ->> 'gameName', c ->> 'category',
        (c ->> 'amount')::bigint, c ->> 'hash', c ->> 'pre', c ->> 'post',
        decode(c ->> 'token', 'hex'), (c ->> 'now')::timestamptz, (c ->> 'main')::bigint,
        (c ->> 'house')::bigint, c ->> 'ledgerHash', c ->> 'currency') b;
    ELSE
      RETURN QUERY SELECT i, w.* FROM seamless_win(
        (c ->> 'merchant')::integer, c ->> 'vendor', c ->> 'tx', (c ->> 'member')::bigint,
        c ->> 'round', c ->> 'gameCode', (c ->> 'amount')::bigint, (c ->> 'ended')::boolean,
        c ->> 'hash', c ->> 'pre', (c ->> 'maxMultiplier')::bigint, (c ->> 'now')::timestamptz,
        (c ->> 'main')::bigint, (c ->> 'house')::bigint, c ->> 'ledgerHash', c ->> 'currency') w;
    END IF;
  END LOOP;
END;
$$;
