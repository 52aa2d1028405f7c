-- What each close credited parents on their sub-affiliates (issue 38), per month and currency (the
-- parent's), beside the commissions in the month's totals (migration 027) that the console's list of
-- months, its closed month and a close's answer read. Each batch of the close's sub-affiliates phase adds
-- the lines it posted (modules/commission/sub-affiliate-close.ts). A currency only parents are paid in
-- gets a row of its own with no commission (0 affiliates).
ALTER TABLE commission_period_totals ADD COLUMN sub_affiliate_earnings numeric(18,2) NOT NULL DEFAULT 0;

-- The closes made before: a credit's rows name the posting that paid them (none for a line of 0).
INSERT INTO commission_period_totals AS t (period, currency, affiliates, credited, ngr, revenue_share_amount, cpa_total, carry_out, amount, sub_affiliate_earnings)
SELECT period, currency, 0, 0, 0, 0, 0, 0, 0, sum(amount)
FROM sub_affiliate_credits WHERE ledger_transaction_id IS NOT NULL GROUP BY period, currency
ON CONFLICT (period, currency) DO UPDATE SET sub_affiliate_earnings = EXCLUDED.sub_affiliate_earnings;
