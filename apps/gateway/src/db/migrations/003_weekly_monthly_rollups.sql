-- Coarser rollups of affiliate_daily, so a weekly or monthly dashboard series reads one row per
-- bucket and category instead of one per day: two years by week is ~400 rows instead of ~2,900.
--
-- Same figures as affiliate_daily, kept up to date by the ingest in the same transaction from the same
-- signed deltas (see rollup-deltas.ts). The dashboard reads them for the whole weeks / months inside
-- a range and affiliate_daily only for the partial buckets at its edges.
-- (affiliate_monthly already exists: it holds active_players per affiliate and month.)

-- Rollups rewritten by every ingest batch: leave room on each page for HOT updates, and vacuum them
-- after 2 % of their rows changed rather than the default 20 %, so they stay small and dense.
ALTER TABLE affiliate_daily SET (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);

-- week_start is the ISO week's Monday (date_trunc('week') in PostgreSQL).
CREATE TABLE affiliate_weekly (
  member_id             integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  week_start            date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
  category              text NOT NULL,
  signups               integer NOT NULL DEFAULT 0,
  registrations         integer NOT NULL DEFAULT 0,
  first_depositors      integer NOT NULL DEFAULT 0,
  first_deposit_amount  numeric(18,2) NOT NULL DEFAULT 0,
  cpa_qualified         integer NOT NULL DEFAULT 0,
  deposits              numeric(18,2) NOT NULL DEFAULT 0,
  withdrawals           numeric(18,2) NOT NULL DEFAULT 0,
  turnover              numeric(18,2) NOT NULL DEFAULT 0,
  winloss               numeric(18,2) NOT NULL DEFAULT 0,
  bonuses               numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, week_start, category)
) WITH (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);

-- month is the first day of the calendar month.
CREATE TABLE affiliate_monthly_figures (
  member_id             integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  month                 date NOT NULL CHECK (extract(day FROM month) = 1),
  category              text NOT NULL,
  signups               integer NOT NULL DEFAULT 0,
  registrations         integer NOT NULL DEFAULT 0,
  first_depositors      integer NOT NULL DEFAULT 0,
  first_deposit_amount  numeric(18,2) NOT NULL DEFAULT 0,
  cpa_qualified         integer NOT NULL DEFAULT 0,
  deposits              numeric(18,2) NOT NULL DEFAULT 0,
  withdrawals           numeric(18,2) NOT NULL DEFAULT 0,
  turnover              numeric(18,2) NOT NULL DEFAULT 0,
  winloss               numeric(18,2) NOT NULL DEFAULT 0,
  bonuses               numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, month, category)
) WITH (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);

-- Backfill from the daily rollup. The share lock keeps ingest batches out until the migration commits,
-- so no delta lands in affiliate_daily between the backfill and the new code taking over. (A replica
-- still running the old code after that would update affiliate_daily alone: roll out, don't mix.)
LOCK TABLE affiliate_daily IN SHARE MODE;
INSERT INTO affiliate_weekly (member_id, week_start, category, signups, registrations, first_depositors, first_deposit_amount,
                              cpa_qualified, deposits, withdrawals, turnover, winloss, bonuses)
SELECT member_id, date_trunc('week', day::timestamp)::date, category, sum(signups), sum(registrations), sum(first_depositors),
       sum(first_deposit_amount), sum(cpa_qualified), sum(deposits), sum(withdrawals), sum(turnover), sum(winloss), sum(bonuses)
FROM affiliate_daily GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;

INSERT INTO affiliate_monthly_figures (member_id, month, category, signups, registrations, first_depositors, first_deposit_amount,
                                       cpa_qualified, deposits, withdrawals, turnover, winloss, bonuses)
SELECT member_id, date_trunc('month', day::timestamp)::date, category, sum(signups), sum(registrations), sum(first_depositors),
       sum(first_deposit_amount), sum(cpa_qualified), sum(deposits), sum(withdrawals), sum(turnover), sum(winloss), sum(bonuses)
FROM affiliate_daily GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;

ANALYZE affiliate_weekly;
ANALYZE affiliate_monthly_figures;
