-- Statements (issue 21, parts 1 and 2).
--
-- A closed month's statement PDF, rendered once and kept: postings are dated when they are written, so a
-- past month can no longer change, except by a late entry written into it on purpose (a correction by
-- SQL, a restore). `rendered_from` is what the document was made of, compared on every download with
-- the same figures read afresh: how many postings the month holds and the newest of their ids (the
-- ledger is append-only, so a posting landing in the month changes one of the two, whoever writes it),
-- the unposted commissions closed in the month, the affiliate's printed details and the brand's name.
-- A check read with the document rather than a trigger on the ledger: the ledger's writes (withdrawals,
-- the month close) stay as cheap as they were, and nothing can bypass it.
CREATE TABLE statement_documents (
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  month          date NOT NULL CHECK (month = date_trunc('month', month)),
  pdf            bytea NOT NULL,
  rendered_from  text NOT NULL,
  rendered_at    timestamptz NOT NULL,
  PRIMARY KEY (member_id, month)
);

-- The commissions of a month from the month's range of the ledger (the credited ones, through their
-- posting) and from their own date (those with nothing to credit), instead of every commission the
-- affiliate ever had.
CREATE INDEX commissions_ledger_transaction_idx ON commissions (ledger_transaction_id) WHERE ledger_transaction_id IS NOT NULL;
CREATE INDEX commissions_unposted_idx ON commissions (member_id, created_at) WHERE ledger_transaction_id IS NULL;

-- A posting's entries by transaction with their account and amount in the index itself: the statement
-- sums each of the month's postings from the index alone (no table row per entry; the ledger is
-- append-only, so its pages stay all-visible once vacuumed). It replaces the plain index of migration
-- 013, which the foreign key check and the double-entry check use the same way.
CREATE INDEX ledger_entries_transaction_amount_idx ON ledger_entries (transaction_id) INCLUDE (account, amount);
DROP INDEX ledger_entries_transaction_idx;
