-- Brands side by side in the console's overview (issue 35): the open month's rows of the source rollup's
-- part `code` of every affiliate, each code's brand being its referral code's. The primary key leads with
-- the affiliate; this reads one month of one part across all of them. Updates change no indexed column,
-- so they stay HOT.
CREATE INDEX affiliate_source_part_monthly_code_month_idx ON affiliate_source_part_monthly (month) WHERE part = 'code';
