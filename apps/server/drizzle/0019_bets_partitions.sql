-- Bets and vendor transaction ids partitioned by RANGE on the month (UTC) of placed_at and
-- created_at: a DEFAULT partition plus one partition per month (<table>_pYYYY_MM), from the oldest
-- existing row's month through 3 months ahead. Unique keys now carry the partition key; how
-- exactly-once still holds across months is in docs/SCALING.md (bet_key_lock below).

-- Serialises work on one round or vendor transaction (held until the transaction ends). Key
-- expressions: 'tx:' || transaction_id for a vendor transaction, 'bet:' || vendor_bet_id for a
-- bet row (a seamless round: its round id). Take the tx lock before the bet lock.
CREATE FUNCTION bet_key_lock(merchant integer, vendor text, key text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(7270302, hashtext(merchant::text || ':' || vendor || ':' || key))
$$;--> statement-breakpoint

-- The partition of one month of a partitioned table (idempotent); rows of that month already
-- caught by the DEFAULT partition move into it. True when it was created.
CREATE FUNCTION create_month_partition(parent text, key_column text, in_month date) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', in_month)::date;
  part text := format('%s_p%s', parent, to_char(in_month, 'YYYY_MM'));
  lo text := to_char(first_day, 'YYYY-MM-DD') || ' 00:00:00+00';
  hi text := to_char(first_day + interval '1 month', 'YYYY-MM-DD') || ' 00:00:00+00';
  waiting boolean;
BEGIN
  -- Nodes take turns; the one that comes second finds the partition there.
  PERFORM pg_advisory_xact_lock(7270301, 0);
  IF to_regclass(format('public.%I', part)) IS NOT NULL THEN
    RETURN false;
  END IF;
  -- Creating a partition takes this lock anyway; taking it first keeps the DEFAULT partition
  -- from gaining rows of the month between the move and the create.
  EXECUTE format('LOCK TABLE %I IN ACCESS EXCLUSIVE MODE', parent);
  EXECUTE format(
    'SELECT EXISTS (SELECT 1 FROM %I WHERE %I >= %L::timestamptz AND %I < %L::timestamptz)',
    parent || '_default', key_column, lo, key_column, hi
  ) INTO waiting;
  IF waiting THEN
    EXECUTE format('CREATE TEMP TABLE month_partition_rows (LIKE %I) ON COMMIT DROP', parent);
    EXECUTE format(
      'WITH moved AS (DELETE FROM %I WHERE %I >= %L::timestamptz AND %I < %L::timestamptz RETURNING *) '
      'INSERT INTO month_partition_rows SELECT * FROM moved',
      parent || '_default', key_column, lo, key_column, hi
    );
  END IF;
  EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)', part, parent, lo, hi);
  -- A round settles by an update in place (HOT) when its page has room (migration 0017).
  IF parent = 'bets' THEN
    EXECUTE format('ALTER TABLE %I SET (fillfactor = 85)', part);
  END IF;
  IF waiting THEN
    EXECUTE format(
      'INSERT INTO %I OVERRIDING SYSTEM VALUE SELECT * FROM month_partition_rows', parent
    );
    DROP TABLE month_partition_rows;
  END IF;
  RETURN true;
END
$$;--> statement-breakpoint

-- Creates the missing month partitions of bets and provider_transactions: this month through
-- `ahead` months after it, and every month with rows waiting in a DEFAULT partition. Safe when
-- nodes call it at once. Returns how many partitions it created.
CREATE FUNCTION ensure_month_partitions(ahead integer, as_of timestamptz DEFAULT now()) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  this_month date := date_trunc('month', as_of AT TIME ZONE 'UTC')::date;
  created integer := 0;
  target record;
  m date;
BEGIN
  -- provider_transactions before bets: the order the seamless calls take them in.
  FOR target IN
    SELECT * FROM (VALUES (1, 'provider_transactions', 'created_at'), (2, 'bets', 'placed_at')) t(n, parent, key_column)
    ORDER BY n
  LOOP
    FOR m IN
      SELECT (this_month + make_interval(months => i))::date FROM generate_series(0, greatest(ahead, 0)) i
    LOOP
      IF create_month_partition(target.parent, target.key_column, m) THEN
        created := created + 1;
      END IF;
    END LOOP;
    FOR m IN EXECUTE format(
      'SELECT DISTINCT date_trunc(''month'', %I AT TIME ZONE ''UTC'')::date FROM %I',
      target.key_column, target.parent || '_default'
    )
    LOOP
      IF create_month_partition(target.parent, target.key_column, m) THEN
        created := created + 1;
      END IF;
    END LOOP;
  END LOOP;
  RETURN created;
END
$$;--> statement-breakpoint

ALTER TABLE "bets" RENAME TO "bets_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "bets_id_seq" RENAME TO "bets_unpartitioned_id_seq";--> statement-breakpoint
DROP INDEX "bets_vendor_bet";--> statement-breakpoint
DROP INDEX "bets_member_time";--> statement-breakpoint
DROP INDEX "bets_rollup_pending";--> statement-breakpoint
CREATE TABLE "bets" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"vendor_bet_id" text NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"category" text NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'SETTLED' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"rolled_up_at" timestamp with time zone,
	CONSTRAINT "bets_id_placed_at_pk" PRIMARY KEY("id","placed_at")
) PARTITION BY RANGE ("placed_at");--> statement-breakpoint
CREATE TABLE "bets_default" PARTITION OF "bets" DEFAULT;--> statement-breakpoint
ALTER TABLE "bets_default" SET (fillfactor = 85);--> statement-breakpoint
CREATE UNIQUE INDEX "bets_vendor_bet" ON "bets" USING btree ("merchant_id","vendor","vendor_bet_id","placed_at");--> statement-breakpoint
CREATE INDEX "bets_member_time" ON "bets" USING btree ("member_id","placed_at","id");--> statement-breakpoint
CREATE INDEX "bets_rollup_pending" ON "bets" USING btree ("id") WHERE "bets"."rolled_up_at" is null;--> statement-breakpoint

ALTER TABLE "provider_transactions" RENAME TO "provider_transactions_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "provider_transactions_id_seq" RENAME TO "provider_transactions_unpartitioned_id_seq";--> statement-breakpoint
DROP INDEX "provider_transactions_key";--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "provider_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"vendor" text NOT NULL,
	"transaction_id" text NOT NULL,
	"call" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"request_hash" text,
	"status" text NOT NULL,
	"response" jsonb,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_id_created_at_pk" PRIMARY KEY("id","created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
CREATE TABLE "provider_transactions_default" PARTITION OF "provider_transactions" DEFAULT;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_key" ON "provider_transactions" USING btree ("merchant_id","vendor","transaction_id","created_at");--> statement-breakpoint

-- Months from the oldest existing row, then this month through 3 ahead; then the rows.
SELECT create_month_partition('bets', 'placed_at', m::date)
FROM generate_series(
  date_trunc('month', (SELECT min("placed_at") FROM "bets_unpartitioned") AT TIME ZONE 'UTC'),
  date_trunc('month', now() AT TIME ZONE 'UTC'),
  interval '1 month'
) m;--> statement-breakpoint
SELECT create_month_partition('provider_transactions', 'created_at', m::date)
FROM generate_series(
  date_trunc('month', (SELECT min("created_at") FROM "provider_transactions_unpartitioned") AT TIME ZONE 'UTC'),
  date_trunc('month', now() AT TIME ZONE 'UTC'),
  interval '1 month'
) m;--> statement-breakpoint
SELECT ensure_month_partitions(3);--> statement-breakpoint
INSERT INTO "bets" ("id","merchant_id","member_id","vendor","vendor_bet_id","round_id","game_code","game_name","category","stake","valid_bet","payout","status","placed_at","settled_at","rolled_up_at")
OVERRIDING SYSTEM VALUE
SELECT "id","merchant_id","member_id","vendor","vendor_bet_id","round_id","game_code","game_name","category","stake","valid_bet","payout","status","placed_at","settled_at","rolled_up_at"
FROM "bets_unpartitioned";--> statement-breakpoint
INSERT INTO "provider_transactions" ("id","merchant_id","vendor","transaction_id","call","member_id","round_id","game_code","amount","request_hash","status","response","balance_after","created_at")
OVERRIDING SYSTEM VALUE
SELECT "id","merchant_id","vendor","transaction_id","call","member_id","round_id","game_code","amount","request_hash","status","response","balance_after","created_at"
FROM "provider_transactions_unpartitioned";--> statement-breakpoint
-- New ids continue after every id the old sequences gave out.
SELECT setval(pg_get_serial_sequence('bets', 'id'), greatest((SELECT last_value FROM "bets_unpartitioned_id_seq"), (SELECT max("id") FROM "bets_unpartitioned"), 1));--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('provider_transactions', 'id'), greatest((SELECT last_value FROM "provider_transactions_unpartitioned_id_seq"), (SELECT max("id") FROM "provider_transactions_unpartitioned"), 1));--> statement-breakpoint
DROP TABLE "bets_unpartitioned";--> statement-breakpoint
DROP TABLE "provider_transactions_unpartitioned";
