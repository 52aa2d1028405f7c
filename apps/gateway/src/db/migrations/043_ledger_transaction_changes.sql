-- What each posting did to the affiliate's available and held balances, kept on the posting itself
-- (issue 21): the statement lists a month's postings with these figures, and summing each posting's
-- entries at read time (a join to ledger_entries per line) was a third of the statement's PostgreSQL
-- time. The poster writes them from the same entries it inserts (modules/ledger), and the commit-time
-- check below refuses a posting whose figures differ from its entries, so they stay the ledger's own.
ALTER TABLE ledger_transactions ADD COLUMN available_change numeric(18,2), ADD COLUMN held_change numeric(18,2);

-- The ledger is append-only; the figures of the postings already there are filled in once, here.
ALTER TABLE ledger_transactions DISABLE TRIGGER ledger_transactions_append_only;
UPDATE ledger_transactions t
SET available_change = s.available, held_change = s.held
FROM (SELECT transaction_id,
             coalesce(sum(amount) FILTER (WHERE account = 'affiliate_available'), 0) AS available,
             coalesce(sum(amount) FILTER (WHERE account = 'affiliate_held'), 0) AS held
      FROM ledger_entries GROUP BY transaction_id) s
WHERE s.transaction_id = t.id;
UPDATE ledger_transactions SET available_change = 0, held_change = 0 WHERE available_change IS NULL;
ALTER TABLE ledger_transactions ENABLE TRIGGER ledger_transactions_append_only;
ALTER TABLE ledger_transactions ALTER COLUMN available_change SET NOT NULL, ALTER COLUMN held_change SET NOT NULL;

-- Double entry at commit, as before, and the posting's own figures equal to its entries'.
CREATE OR REPLACE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  available numeric;
  held numeric;
  posting ledger_transactions%ROWTYPE;
BEGIN
  SELECT coalesce(sum(amount), 0),
         coalesce(sum(amount) FILTER (WHERE account = 'affiliate_available'), 0),
         coalesce(sum(amount) FILTER (WHERE account = 'affiliate_held'), 0)
    INTO total, available, held FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', NEW.transaction_id, total;
  END IF;
  SELECT * INTO posting FROM ledger_transactions WHERE id = NEW.transaction_id;
  IF posting.available_change <> available OR posting.held_change <> held THEN
    RAISE EXCEPTION 'ledger transaction % says available % and held %, its entries % and %',
      NEW.transaction_id, posting.available_change, posting.held_change, available, held;
  END IF;
  RETURN NULL;
END;
$$;
