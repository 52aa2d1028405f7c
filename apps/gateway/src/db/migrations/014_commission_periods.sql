-- Commission periods: versioned plans, closed calendar months, and each affiliate's commission of a
-- closed month with every input it was computed from (the statement of account shows them all).

-- A plan per affiliate and month it takes effect. The plan of month M is the version with the latest
-- effective_from <= M (one index lookup). A change is written with effective_from = the first day of
-- the next month, so a running or closed month never sees another plan: a month's plan is fixed once
-- the month has begun, which is also what keeps the ingest's CPA counts (cpa_qualified, counted with
-- the plan of the first deposit's month) exact. Rates are fractions (0.30 = 30 %); amounts are in the
-- affiliate's currency.
CREATE TABLE commission_plan_versions (
  member_id            integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  effective_from       date NOT NULL CHECK (extract(day FROM effective_from) = 1),
  revenue_share        numeric(6,4) NOT NULL DEFAULT 0.30 CHECK (revenue_share BETWEEN 0 AND 1),
  admin_fee_rate       numeric(6,4) NOT NULL DEFAULT 0.10 CHECK (admin_fee_rate BETWEEN 0 AND 1),
  cpa_amount           numeric(18,2) NOT NULL DEFAULT 0 CHECK (cpa_amount >= 0),
  cpa_min_deposit      numeric(18,2) NOT NULL DEFAULT 0 CHECK (cpa_min_deposit >= 0),
  -- A negative month's NGR is carried into the next month and earned back before revenue share is paid.
  negative_carry_over  boolean NOT NULL DEFAULT true,
  created_by           text NOT NULL DEFAULT 'system',
  created_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, effective_from)
);

-- The plans so far were never changed by anyone but the seed and tests: each becomes the plan of all
-- time (1900-01), in force until the first change.
INSERT INTO commission_plan_versions (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit, negative_carry_over, created_at)
SELECT member_id, DATE '1900-01-01', revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit, true, updated_at FROM commission_plans;

-- Every affiliate has a plan from the moment it exists, however it was created.
CREATE OR REPLACE FUNCTION members_default_commission_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO commission_plan_versions (member_id, effective_from) VALUES (NEW.id, DATE '1900-01-01') ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;

-- commission_plans goes: every reader now asks for the version of the month it computes, and two
-- tables that must agree would sooner or later disagree about the one thing an affiliate disputes.
DROP TABLE commission_plans;

-- A closed calendar month (period = its first day). A close runs in batches of affiliates, each its own
-- transaction that locks this row: progress_member_id is the last affiliate done, so a close that was
-- interrupted resumes where it stopped, and closed_at is set when every affiliate is done.
CREATE TABLE commission_periods (
  period              date PRIMARY KEY CHECK (extract(day FROM period) = 1),
  started_at          timestamptz NOT NULL,
  progress_member_id  integer NOT NULL DEFAULT 0,
  closed_at           timestamptz,
  closed_by           text
);

-- One row per affiliate and closed month: the inputs, the plan's terms used, and what was credited.
-- NGR = winloss - bonuses - admin_fee; admin_fee = round(admin_fee_rate * winloss, 2).
-- base = ngr + late_ngr + carry_in; revenue_share_amount = round(base * revenue_share, 2) when base > 0,
-- else 0; carry_out = base when base < 0 and the plan carries negatives over, else 0.
-- cpa_total = cpa_count * cpa_amount_each + late_cpa_amount; amount = max(0, revenue_share_amount + cpa_total).
CREATE TABLE commissions (
  id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id              integer NOT NULL REFERENCES members (id),
  period                 date NOT NULL REFERENCES commission_periods (period),
  currency               char(3) NOT NULL,
  plan_effective_from    date NOT NULL,
  turnover               numeric(18,2) NOT NULL,
  winloss                numeric(18,2) NOT NULL,
  bonuses                numeric(18,2) NOT NULL,
  admin_fee_rate         numeric(6,4) NOT NULL,
  admin_fee              numeric(18,2) NOT NULL,
  ngr                    numeric(18,2) NOT NULL,
  late_ngr               numeric(18,2) NOT NULL DEFAULT 0,
  carry_in               numeric(18,2) NOT NULL DEFAULT 0 CHECK (carry_in <= 0),
  revenue_share          numeric(6,4) NOT NULL,
  negative_carry_over    boolean NOT NULL,
  revenue_share_amount   numeric(18,2) NOT NULL CHECK (revenue_share_amount >= 0),
  carry_out              numeric(18,2) NOT NULL DEFAULT 0 CHECK (carry_out <= 0),
  cpa_count              integer NOT NULL,
  cpa_min_deposit        numeric(18,2) NOT NULL,
  cpa_amount_each        numeric(18,2) NOT NULL,
  late_cpa_amount        numeric(18,2) NOT NULL DEFAULT 0,
  cpa_total              numeric(18,2) NOT NULL,
  amount                 numeric(18,2) NOT NULL CHECK (amount >= 0),
  -- Null when the amount is 0 (nothing to credit: a ledger entry cannot be 0).
  ledger_transaction_id  bigint REFERENCES ledger_transactions (id),
  created_at             timestamptz NOT NULL,
  UNIQUE (member_id, period)
);
CREATE INDEX commissions_period_idx ON commissions (period, member_id);

-- Activity that arrived for a closed month after it closed: the difference between that month's
-- figures now and what was already accounted for it (its commission row plus earlier lines), carried
-- into the commission of the month being closed, valued with the source month's plan. A closed
-- month's row is never rewritten.
CREATE TABLE commission_late_activity (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  commission_id    bigint NOT NULL REFERENCES commissions (id),
  member_id        integer NOT NULL,
  source_period    date NOT NULL,
  turnover         numeric(18,2) NOT NULL,
  winloss          numeric(18,2) NOT NULL,
  bonuses          numeric(18,2) NOT NULL,
  admin_fee_rate   numeric(6,4) NOT NULL,
  admin_fee        numeric(18,2) NOT NULL,
  ngr              numeric(18,2) NOT NULL,
  cpa_count        integer NOT NULL,
  cpa_amount_each  numeric(18,2) NOT NULL,
  cpa_amount       numeric(18,2) NOT NULL,
  reason           text NOT NULL
);
CREATE INDEX commission_late_activity_member_idx ON commission_late_activity (member_id, source_period);
CREATE INDEX commission_late_activity_commission_idx ON commission_late_activity (commission_id);
