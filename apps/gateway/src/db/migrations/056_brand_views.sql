-- Brands in every view (issue 35). Two indexes, no data moved.
--
-- The console's overview shows the open month's brands side by side: the open month's rows of the
-- source rollup's part `code` of every affiliate, each code's brand being its referral code's. The
-- primary key leads with the affiliate; this reads one month of one part across all of them. Updates
-- change no indexed column, so they stay HOT.
CREATE INDEX affiliate_source_part_monthly_code_month_idx ON affiliate_source_part_monthly (month) WHERE part = 'code';

-- The players list filtered by brand: the cohort rollups that page the unfiltered list have no brand, so
-- the brand's players are counted and paged on this index, newest first, the list's other filters
-- (category, registered, deposited) answered from it without reading the rows.
CREATE INDEX players_member_brand_joined_idx ON players (member_id, brand, date_joined DESC, customer_id DESC)
  INCLUDE (category, registered_at, first_deposit_date);
