-- Money: the double-entry ledger, payout options and details, rates, withdrawals and idempotency keys.
--
-- Every movement of money is one ledger transaction whose entries sum to zero (checked at commit).
-- The ledger is append-only (updates and deletes are refused). member_balances is the affiliate's
-- running total, written in the same transaction as the entries under the member-row lock; its CHECKs
-- make an overdraft impossible even for a bug in the code above it.

CREATE TABLE ledger_transactions (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id),
  kind           text NOT NULL CHECK (kind IN ('commission', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_released', 'adjustment', 'fee')),
  currency       char(3) NOT NULL,
  -- The affiliate's figures right after this transaction (written under the member lock, in order):
  -- the statement's opening and closing balances are one index lookup each.
  balance_after  numeric(18,2) NOT NULL,
  held_after     numeric(18,2) NOT NULL,
  -- What the affiliate reads on the statement and in the history.
  description    text NOT NULL,
  withdrawal_id  bigint,
  commission_id  bigint,
  -- 'system', 'member' or 'operator:<name>'.
  created_by     text NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE INDEX ledger_transactions_member_idx ON ledger_transactions (member_id, created_at, id);
CREATE INDEX ledger_transactions_withdrawal_idx ON ledger_transactions (withdrawal_id) WHERE withdrawal_id IS NOT NULL;

-- The accounts: the affiliate's available and held money (what the brand owes it), and the brand's
-- side of each movement. Every entry names the affiliate it is about, the brand's side too.
CREATE TABLE ledger_entries (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions (id),
  member_id       integer NOT NULL,
  account         text NOT NULL CHECK (account IN (
                    'affiliate_available', 'affiliate_held',
                    'brand_commission', 'brand_payouts', 'brand_adjustments', 'brand_fees')),
  amount          numeric(18,2) NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_member_account_idx ON ledger_entries (member_id, account);

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

-- Double entry: at commit, the entries of every transaction touched sum to zero.
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT coalesce(sum(amount), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its entries sum to %', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();

CREATE TABLE member_balances (
  member_id   integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  currency    char(3) NOT NULL,
  available   numeric(18,2) NOT NULL DEFAULT 0 CHECK (available >= 0),
  held        numeric(18,2) NOT NULL DEFAULT 0 CHECK (held >= 0),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The payout options the brand offers. Limits are per withdrawal, in EUR; network_fee is in the
-- option's own unit (BTC for the Bitcoin adjustment) and taken from what is sent.
CREATE TABLE payment_options (
  type         text PRIMARY KEY CHECK (type IN ('BITCOIN', 'NETELLER', 'SKRILL', 'USDTTRC20', 'USDTERC20', 'USDC')),
  enabled      boolean NOT NULL DEFAULT true,
  min_amount   numeric(18,2) NOT NULL CHECK (min_amount > 0),
  max_amount   numeric(18,2) NOT NULL,
  network_fee  numeric(18,8) NOT NULL DEFAULT 0 CHECK (network_fee >= 0),
  sort_order   integer NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (max_amount >= min_amount)
);
INSERT INTO payment_options (type, min_amount, max_amount, network_fee, sort_order) VALUES
  ('BITCOIN',   50, 10000, 0.00005, 1),
  ('NETELLER',  20,  5000, 0,       2),
  ('SKRILL',    20,  5000, 0,       3),
  ('USDTTRC20', 20, 10000, 0,       4),
  ('USDTERC20', 50, 10000, 0,       5),
  ('USDC',      50, 10000, 0,       6);

-- Payout details, every version kept: the newest per affiliate and option is the current one, and a
-- withdrawal points at the version it pays to. Saving one needs a second factor (proof).
CREATE TABLE payout_details (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id            integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  payment_option_type  text NOT NULL REFERENCES payment_options (type),
  details              jsonb NOT NULL,
  proof                text NOT NULL,
  saved_at             timestamptz NOT NULL
);
CREATE INDEX payout_details_current_idx ON payout_details (member_id, payment_option_type, saved_at DESC, id DESC);

-- Rates against EUR (EUR per unit), every observation kept with its source; the newest is current.
CREATE TABLE exchange_rates (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  asset        text NOT NULL CHECK (asset IN ('BITCOIN', 'USDTTRC20', 'USDTERC20', 'USDC')),
  quote        char(3) NOT NULL DEFAULT 'EUR',
  rate         numeric(24,8) NOT NULL CHECK (rate > 0),
  source       text NOT NULL,
  observed_at  timestamptz NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exchange_rates_current_idx ON exchange_rates (asset, quote, observed_at DESC, id DESC);

CREATE TABLE withdrawals (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id            integer NOT NULL REFERENCES members (id),
  payment_option_type  text NOT NULL REFERENCES payment_options (type),
  payout_details_id    bigint NOT NULL REFERENCES payout_details (id),
  -- Taken from the balance, in its currency; fee (the network fee at the rate) is part of it.
  amount               numeric(18,2) NOT NULL CHECK (amount > 0),
  currency             char(3) NOT NULL,
  fee                  numeric(18,2) NOT NULL DEFAULT 0 CHECK (fee >= 0 AND fee < amount),
  -- What is sent, in unit: crypto after the network fee (8 decimals), or the amount itself.
  payout_amount        numeric(24,8) NOT NULL CHECK (payout_amount > 0),
  unit                 text NOT NULL,
  rate                 numeric(24,8),
  rate_source          text,
  rate_observed_at     timestamptz,
  status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'paid', 'rejected', 'cancelled')),
  review_reason        text,
  reject_reason        text,
  payout_reference     text,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, created_at DESC, id DESC);
CREATE INDEX withdrawals_open_idx ON withdrawals (status, created_at, id) WHERE status IN ('pending', 'approved');

-- A withdrawal's timeline: requested, approved, paid, rejected or cancelled, with who and why.
CREATE TABLE withdrawal_events (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  withdrawal_id  bigint NOT NULL REFERENCES withdrawals (id),
  status         text NOT NULL,
  actor          text NOT NULL,
  note           text,
  at             timestamptz NOT NULL
);
CREATE INDEX withdrawal_events_withdrawal_idx ON withdrawal_events (withdrawal_id, at, id);

-- Idempotency-Key of requests that move money: the first answer, kept and replayed. scope names the
-- caller (member:<id> or operator) and the endpoint; request_hash refuses the key with other parameters.
CREATE TABLE idempotency_keys (
  scope         text NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  status_code   integer NOT NULL,
  response      jsonb NOT NULL,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
