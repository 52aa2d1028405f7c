-- The transaction history's counts and scans, kept cheap at any size.
--
-- A history row is a withdrawal (one row whatever its ledger steps, its status the withdrawal's) or a
-- ledger transaction of kind commission, adjustment or fee (credited or debited by the sign of the
-- affiliate's available side). The list is a UNION ALL of two index-ordered scans; paging needs the
-- filtered total and where page N starts, which a count over 100,000 rows would make cost grow with
-- the history. transaction_history_months holds, per affiliate and calendar month (UTC), how many rows
-- of each type, status and payout option there are: a total is the sum of a few hundred rows at most,
-- and page N is found by walking those months newest first, then skipping at most one month's rows.
--
-- Triggers keep it exact whoever writes: withdrawals are placed and moved by the withdrawal module,
-- adjustments and fees by the operator's, commissions by the period close. Statement-level triggers
-- with transition tables count a batch (a period close, a bulk load) in one upsert.

CREATE TABLE transaction_history_months (
  member_id            integer NOT NULL,
  month                date NOT NULL,
  type                 text NOT NULL,
  status               text NOT NULL,
  -- '' for rows without a payout option (commission, adjustment, fee): part of the key, so not null.
  payment_option_type  text NOT NULL DEFAULT '',
  n                    integer NOT NULL CHECK (n >= 0),
  PRIMARY KEY (member_id, month, type, status, payment_option_type)
);

-- The ledger side of the list: only the kinds the history shows, newest first, so a page never wades
-- through a withdrawal's hold, paid and released steps (the withdrawal row stands for them).
CREATE INDEX ledger_transactions_history_idx ON ledger_transactions (member_id, created_at DESC, id DESC)
  WHERE kind IN ('commission', 'adjustment', 'fee');

CREATE FUNCTION history_month(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT date_trunc('month', at AT TIME ZONE 'UTC')::date
$$;

CREATE FUNCTION transaction_history_count_withdrawals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    UPDATE transaction_history_months h SET n = h.n - o.n
    FROM (SELECT was.member_id, history_month(was.created_at) AS month, was.status, was.payment_option_type, count(*)::int AS n
          FROM old_rows was JOIN new_rows moved ON moved.id = was.id
          WHERE moved.status IS DISTINCT FROM was.status
          GROUP BY 1, 2, 3, 4) o
    WHERE h.member_id = o.member_id AND h.month = o.month AND h.type = 'withdrawal' AND h.status = o.status
      AND h.payment_option_type = o.payment_option_type;
    INSERT INTO transaction_history_months AS h (member_id, month, type, status, payment_option_type, n)
    SELECT moved.member_id, history_month(moved.created_at), 'withdrawal', moved.status, moved.payment_option_type, count(*)::int
    FROM new_rows moved JOIN old_rows was ON was.id = moved.id
    WHERE moved.status IS DISTINCT FROM was.status
    GROUP BY 1, 2, 4, 5
    ON CONFLICT (member_id, month, type, status, payment_option_type) DO UPDATE SET n = h.n + excluded.n;
  ELSE
    INSERT INTO transaction_history_months AS h (member_id, month, type, status, payment_option_type, n)
    SELECT member_id, history_month(created_at), 'withdrawal', status, payment_option_type, count(*)::int
    FROM new_rows GROUP BY 1, 2, 4, 5
    ON CONFLICT (member_id, month, type, status, payment_option_type) DO UPDATE SET n = h.n + excluded.n;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER withdrawals_history_insert AFTER INSERT ON withdrawals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_history_count_withdrawals();
CREATE TRIGGER withdrawals_history_update AFTER UPDATE ON withdrawals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_history_count_withdrawals();

-- On the entries, not the transaction: whether an adjustment credits or debits is the sign of its
-- affiliate_available entry, written after the transaction row.
CREATE FUNCTION transaction_history_count_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO transaction_history_months AS h (member_id, month, type, status, payment_option_type, n)
  SELECT member_id, month, kind, status, '', count(*)::int
  FROM (SELECT t.member_id, history_month(t.created_at) AS month, t.kind,
               CASE WHEN sum(e.amount) >= 0 THEN 'credited' ELSE 'debited' END AS status
        FROM new_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account = 'affiliate_available' AND t.kind IN ('commission', 'adjustment', 'fee')
        GROUP BY t.id) rows
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (member_id, month, type, status, payment_option_type) DO UPDATE SET n = h.n + excluded.n;
  RETURN NULL;
END;
$$;
CREATE TRIGGER ledger_entries_history AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION transaction_history_count_ledger();

-- What was there before this migration.
INSERT INTO transaction_history_months (member_id, month, type, status, payment_option_type, n)
SELECT member_id, history_month(created_at), 'withdrawal', status, payment_option_type, count(*)::int
FROM withdrawals GROUP BY 1, 2, 4, 5;
INSERT INTO transaction_history_months (member_id, month, type, status, payment_option_type, n)
SELECT member_id, month, kind, status, '', count(*)::int
FROM (SELECT t.member_id, history_month(t.created_at) AS month, t.kind,
             CASE WHEN sum(e.amount) >= 0 THEN 'credited' ELSE 'debited' END AS status
      FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account = 'affiliate_available' AND t.kind IN ('commission', 'adjustment', 'fee')
      GROUP BY t.id) rows
GROUP BY 1, 2, 3, 4;
