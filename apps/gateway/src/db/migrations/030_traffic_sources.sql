-- Reports by traffic source. A player fed with the click id the brand captured at registration is
-- attributed to that click: its sub-IDs, saved banner and campaign are kept on the player (the code is
-- the player's own referral code, which the ingest requires to be the click's). A player without one
-- has empty sub-IDs, no banner (0) and no campaign. Empty rather than null, so a source is one key.
ALTER TABLE players ADD COLUMN click_id text;
ALTER TABLE players ADD COLUMN sub1 text NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN sub2 text NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN sub3 text NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN sub4 text NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN sub5 text NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN saved_banner_id bigint NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN campaign text NOT NULL DEFAULT '';

-- A source as one fixed-size key: every part prefixed with its length, so no two sources share a text,
-- then hashed (five 100-character sub-IDs could outgrow a btree entry).
CREATE FUNCTION traffic_source_key(code text, sub1 text, sub2 text, sub3 text, sub4 text, sub5 text, saved_banner_id bigint, campaign text, country text)
RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT sha256(convert_to(concat_ws('|', length(code), code, length(sub1), sub1, length(sub2), sub2, length(sub3), sub3,
                                     length(sub4), sub4, length(sub5), sub5, saved_banner_id, length(campaign), campaign, country), 'UTF8'))
$$;

-- The reports' rollup: per affiliate, UTC day and traffic source (code lower-cased, sub1..sub5, the
-- affiliate's own saved banner or 0, campaign, the player's country), the funnel's figures. Human clicks
-- are added when they are stored (a click has no country: ''); players' figures by the ingest's deltas,
-- exactly as affiliate_daily's, so a report's totals are the dashboard's. A report reads only this.
CREATE TABLE affiliate_source_daily (
  member_id             integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day                   date NOT NULL,
  source_key            bytea NOT NULL,
  referral_code         text NOT NULL,
  sub1                  text NOT NULL,
  sub2                  text NOT NULL,
  sub3                  text NOT NULL,
  sub4                  text NOT NULL,
  sub5                  text NOT NULL,
  saved_banner_id       bigint NOT NULL,
  campaign              text NOT NULL,
  country               text NOT NULL,
  clicks                bigint NOT NULL DEFAULT 0,
  signups               integer NOT NULL DEFAULT 0,
  registrations         integer NOT NULL DEFAULT 0,
  first_depositors      integer NOT NULL DEFAULT 0,
  first_deposit_amount  numeric(18,2) NOT NULL DEFAULT 0,
  cpa_qualified         integer NOT NULL DEFAULT 0,
  deposits              numeric(18,2) NOT NULL DEFAULT 0,
  turnover              numeric(18,2) NOT NULL DEFAULT 0,
  winloss               numeric(18,2) NOT NULL DEFAULT 0,
  bonuses               numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, source_key)
) WITH (fillfactor = 70);

-- What was there before: human clicks, players' sign-ups, registrations and first deposits, activity.
INSERT INTO affiliate_source_daily (member_id, day, source_key, referral_code, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, country, clicks)
SELECT member_id, day, traffic_source_key(code, s1, s2, s3, s4, s5, banner, campaign, ''), code, s1, s2, s3, s4, s5, banner, campaign, '', count(*)
FROM (
  SELECT c.member_id, (c.at AT TIME ZONE 'UTC')::date AS day, lower(c.referral_code) AS code,
         coalesce(c.sub_id, '') AS s1, coalesce(c.sub2, '') AS s2, coalesce(c.sub3, '') AS s3, coalesce(c.sub4, '') AS s4, coalesce(c.sub5, '') AS s5,
         CASE WHEN EXISTS (SELECT 1 FROM saved_banners s WHERE s.id = c.saved_banner_id AND s.member_id = c.member_id) THEN c.saved_banner_id ELSE 0 END AS banner,
         coalesce(c.campaign, '') AS campaign
  FROM clicks c WHERE NOT c.is_bot AND EXISTS (SELECT 1 FROM members m WHERE m.id = c.member_id)
) x
GROUP BY member_id, day, code, s1, s2, s3, s4, s5, banner, campaign;

INSERT INTO affiliate_source_daily AS a (member_id, day, source_key, referral_code, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, country,
                                         signups, registrations, first_depositors, first_deposit_amount, cpa_qualified, deposits, turnover, winloss, bonuses)
SELECT member_id, day, traffic_source_key(code, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, country), code, sub1, sub2, sub3, sub4, sub5,
       saved_banner_id, campaign, country, sum(signups), sum(registrations), sum(first_depositors), sum(first_deposit_amount), sum(cpa_qualified),
       sum(deposits), sum(turnover), sum(winloss), sum(bonuses)
FROM (
  SELECT p.member_id, f.day, lower(p.referral_code) AS code, p.sub1, p.sub2, p.sub3, p.sub4, p.sub5, p.saved_banner_id, p.campaign,
         trim(p.country) AS country, f.signups, f.registrations, f.first_depositors, f.first_deposit_amount, f.cpa_qualified,
         f.deposits, f.turnover, f.winloss, f.bonuses
  FROM players p
  CROSS JOIN LATERAL (
    SELECT p.date_joined AS day, 1 AS signups, 0 AS registrations, 0 AS first_depositors, 0::numeric AS first_deposit_amount, 0 AS cpa_qualified,
           0::numeric AS deposits, 0::numeric AS turnover, 0::numeric AS winloss, 0::numeric AS bonuses
    UNION ALL
    SELECT (p.registered_at AT TIME ZONE 'UTC')::date, 0, 1, 0, 0, 0, 0, 0, 0, 0 WHERE p.registered_at IS NOT NULL
    UNION ALL
    SELECT p.first_deposit_date, 0, 0, 1, p.first_deposit_amount,
           CASE WHEN p.first_deposit_amount >= (SELECT v.cpa_min_deposit FROM commission_plan_versions v
                                                WHERE v.member_id = p.member_id AND v.effective_from <= p.first_deposit_date
                                                ORDER BY v.effective_from DESC LIMIT 1) THEN 1 ELSE 0 END,
           0, 0, 0, 0
    WHERE p.first_deposit_date IS NOT NULL
    UNION ALL
    SELECT a.day, 0, 0, 0, 0, 0, a.deposits, a.turnover, a.winloss, a.bonuses FROM player_activity a WHERE a.player_id = p.id
  ) f
) x
GROUP BY member_id, day, code, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, country
ON CONFLICT (member_id, day, source_key) DO UPDATE SET
  signups = a.signups + EXCLUDED.signups, registrations = a.registrations + EXCLUDED.registrations,
  first_depositors = a.first_depositors + EXCLUDED.first_depositors, first_deposit_amount = a.first_deposit_amount + EXCLUDED.first_deposit_amount,
  cpa_qualified = a.cpa_qualified + EXCLUDED.cpa_qualified, deposits = a.deposits + EXCLUDED.deposits, turnover = a.turnover + EXCLUDED.turnover,
  winloss = a.winloss + EXCLUDED.winloss, bonuses = a.bonuses + EXCLUDED.bonuses;
