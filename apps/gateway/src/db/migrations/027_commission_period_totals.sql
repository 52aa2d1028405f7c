-- The console's Commission screen lists every month with what it credited, per currency. Summing the
-- commissions of 24 months is a scan of every affiliate's line of each; this rollup holds the sums,
-- written by each close batch in its own transaction (modules/commission/close-period.ts), so a list
-- of months reads a few rows whatever the size of the program.
CREATE TABLE commission_period_totals (
  period                date NOT NULL REFERENCES commission_periods (period),
  currency              char(3) NOT NULL,
  affiliates            integer NOT NULL,
  credited              integer NOT NULL,
  ngr                   numeric(18,2) NOT NULL,
  revenue_share_amount  numeric(18,2) NOT NULL,
  cpa_total             numeric(18,2) NOT NULL,
  carry_out             numeric(18,2) NOT NULL,
  amount                numeric(18,2) NOT NULL,
  PRIMARY KEY (period, currency)
);

INSERT INTO commission_period_totals (period, currency, affiliates, credited, ngr, revenue_share_amount, cpa_total, carry_out, amount)
SELECT period, currency, count(*), count(*) FILTER (WHERE amount > 0), sum(ngr), sum(revenue_share_amount), sum(cpa_total), sum(carry_out), sum(amount)
FROM commissions GROUP BY period, currency;
