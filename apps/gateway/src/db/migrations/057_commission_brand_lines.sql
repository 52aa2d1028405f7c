-- Each brand's commission on its own line (issue 35). A month's close records, beside each commission,
-- one line per brand the affiliate had figures in: the brand's win/loss, bonuses, its part of the admin
-- fee and of the revenue share (largest remainders, so the lines add up to the commission's figures to
-- the cent), its qualified first depositors and their CPA. Late activity of closed months and the
-- negative carried in belong to no brand: they stay on the commission itself. Commissions closed before
-- this migration keep no lines (their program had one brand: the commission is that brand's line).
CREATE TABLE commission_brand_lines (
  commission_id bigint NOT NULL REFERENCES commissions (id),
  brand text NOT NULL REFERENCES brands (code) ON UPDATE CASCADE,
  turnover numeric(18,2) NOT NULL,
  winloss numeric(18,2) NOT NULL,
  bonuses numeric(18,2) NOT NULL,
  admin_fee numeric(18,2) NOT NULL,
  ngr numeric(18,2) NOT NULL,
  revenue_share_amount numeric(18,2) NOT NULL,
  cpa_count integer NOT NULL,
  cpa_total numeric(18,2) NOT NULL,
  amount numeric(18,2) NOT NULL,
  PRIMARY KEY (commission_id, brand)
);
