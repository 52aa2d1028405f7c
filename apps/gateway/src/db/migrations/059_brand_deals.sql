-- A deal per brand (issue 36): an affiliate has one deal for all brands (the plan version's, migration
-- 058) and may have, for a brand, a deal of its own, from a month. That brand's players are then paid
-- under it, worked out on the brand alone (its own base, tier, carry-over and CPA); the other brands stay
-- on the deal for all brands. The latest row on or before a month is the brand's deal of that month; a
-- row naming no deal puts the brand back on the deal for all brands. The deal's version of a month is
-- its latest version in force then (deal_versions.effective_from): a new version applies from its month
-- to everyone on the deal, as it does for the plan versions.
CREATE TABLE affiliate_brand_deals (
  member_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  brand           text NOT NULL REFERENCES brands (code) ON UPDATE CASCADE,
  effective_from  date NOT NULL CHECK (extract(day FROM effective_from) = 1),
  deal_id         integer REFERENCES deals (id),
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, brand, effective_from)
);
CREATE INDEX affiliate_brand_deals_deal_idx ON affiliate_brand_deals (deal_id) WHERE deal_id IS NOT NULL;
-- A brand's deal changes what the affiliate's answers say (the Commission screen, the players' CPA): they
-- are forgotten as a plan version's change makes them (migration 045).
CREATE TRIGGER affiliate_brand_deals_figures_insert AFTER INSERT ON affiliate_brand_deals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows();
CREATE TRIGGER affiliate_brand_deals_figures_update AFTER UPDATE ON affiliate_brand_deals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows();
CREATE TRIGGER affiliate_brand_deals_figures_delete AFTER DELETE ON affiliate_brand_deals
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows();

-- A brand line worked out under the brand's own deal names it, the tier rate it reached and the negative
-- it carries into the next month (the brand's own carry-over); a line under the commission's deal is a
-- split of the commission and carries nothing of its own.
ALTER TABLE commission_brand_lines
  ADD COLUMN deal_id integer,
  ADD COLUMN deal_version integer,
  ADD COLUMN revenue_share numeric(6,4),
  ADD COLUMN carry_out numeric(18,2) NOT NULL DEFAULT 0,
  ADD CONSTRAINT commission_brand_lines_deal_fk FOREIGN KEY (deal_id, deal_version) REFERENCES deal_versions (deal_id, version),
  ADD CONSTRAINT commission_brand_lines_deal_both CHECK ((deal_id IS NULL) = (deal_version IS NULL) AND (deal_id IS NULL) = (revenue_share IS NULL));

-- A CPA reversed after its month closed (issue 36) is taken back at the next closes: the reversal keeps
-- what that month paid for the player (its tier's amount; null when the month was still open or the
-- player was past the cap), and each late line taking (part of) it back names the reversal — a month
-- takes back no more than it would pay, the rest waits for the next. Such a line is money, not
-- activity: the late deltas (commission/repository.ts) do not count it as accounted CPA.
ALTER TABLE cpa_reversals ADD COLUMN claw_back numeric(18,2) CHECK (claw_back > 0);
ALTER TABLE commission_late_activity ADD COLUMN reversed_player_id bigint REFERENCES cpa_reversals (player_id);
CREATE INDEX commission_late_activity_reversal_idx ON commission_late_activity (reversed_player_id) WHERE reversed_player_id IS NOT NULL;
