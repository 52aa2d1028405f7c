-- Click counters in lanes. Every counter a click flush adds to (the click rollups by day, week and
-- month, the reports' source rollup and its per-part copies, a code's and a saved banner's clicks) is
-- kept as one row per lane, and readers add the lanes up. The click recorder writes each flush it has
-- in flight to a lane of its own (1-8), so two flushes (or two gateways) never wait for each other's
-- commit on a shared row and their commits share WAL flushes; the ingest writes lane 0, so a batch of
-- player figures never holds up a redirect either. Rows a lane has are never removed, only added to.
ALTER TABLE affiliate_clicks_daily ADD COLUMN lane smallint NOT NULL DEFAULT 0;
ALTER TABLE affiliate_clicks_daily DROP CONSTRAINT affiliate_clicks_daily_pkey, ADD PRIMARY KEY (member_id, day, lane);
ALTER TABLE affiliate_clicks_weekly ADD COLUMN lane smallint NOT NULL DEFAULT 0;
ALTER TABLE affiliate_clicks_weekly DROP CONSTRAINT affiliate_clicks_weekly_pkey, ADD PRIMARY KEY (member_id, week_start, lane);
ALTER TABLE affiliate_clicks_monthly ADD COLUMN lane smallint NOT NULL DEFAULT 0;
ALTER TABLE affiliate_clicks_monthly DROP CONSTRAINT affiliate_clicks_monthly_pkey, ADD PRIMARY KEY (member_id, month, lane);

ALTER TABLE affiliate_source_daily ADD COLUMN lane smallint NOT NULL DEFAULT 0;
ALTER TABLE affiliate_source_daily DROP CONSTRAINT affiliate_source_daily_pkey, ADD PRIMARY KEY (member_id, day, source_key, lane);
ALTER TABLE affiliate_source_part_daily ADD COLUMN lane smallint NOT NULL DEFAULT 0;
ALTER TABLE affiliate_source_part_daily DROP CONSTRAINT affiliate_source_part_daily_pkey, ADD PRIMARY KEY (member_id, part, day, value, lane);
ALTER TABLE affiliate_source_part_monthly ADD COLUMN lane smallint NOT NULL DEFAULT 0;
ALTER TABLE affiliate_source_part_monthly DROP CONSTRAINT affiliate_source_part_monthly_pkey, ADD PRIMARY KEY (member_id, part, month, value, lane);

CREATE TABLE referral_code_clicks (
  referral_code_id  integer NOT NULL REFERENCES referral_codes (id) ON DELETE CASCADE,
  lane              smallint NOT NULL,
  clicks            bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (referral_code_id, lane)
) WITH (fillfactor = 70);
INSERT INTO referral_code_clicks (referral_code_id, lane, clicks) SELECT id, 0, clicks FROM referral_codes WHERE clicks <> 0;
ALTER TABLE referral_codes DROP COLUMN clicks;

CREATE TABLE saved_banner_clicks (
  saved_banner_id  integer NOT NULL REFERENCES saved_banners (id) ON DELETE CASCADE,
  lane             smallint NOT NULL,
  clicks           bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (saved_banner_id, lane)
) WITH (fillfactor = 70);
INSERT INTO saved_banner_clicks (saved_banner_id, lane, clicks) SELECT id, 0, clicks FROM saved_banners WHERE clicks <> 0;
ALTER TABLE saved_banners DROP COLUMN clicks;

-- The per-part statements of migration 033 with the source row's lane in the key.
CREATE OR REPLACE FUNCTION source_parts_sql(changes text, target text, bucket_column text, bucket text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    INSERT INTO %2$s AS r (member_id, part, value, %3$s, lane, clicks, signups, registrations, first_depositors, first_deposit_amount,
                           cpa_qualified, deposits, turnover, winloss, bonuses)
    SELECT c.member_id, p.part, p.value, %4$s, c.lane, sum(c.sign * c.clicks), sum(c.sign * c.signups), sum(c.sign * c.registrations),
           sum(c.sign * c.first_depositors), sum(c.sign * c.first_deposit_amount), sum(c.sign * c.cpa_qualified), sum(c.sign * c.deposits),
           sum(c.sign * c.turnover), sum(c.sign * c.winloss), sum(c.sign * c.bonuses)
    FROM (%1$s) c
    CROSS JOIN LATERAL (VALUES ('code', c.referral_code), ('sub1', c.sub1), ('sub2', c.sub2), ('sub3', c.sub3), ('sub4', c.sub4),
                               ('sub5', c.sub5), ('banner', c.saved_banner_id::text), ('campaign', c.campaign), ('country', c.country)) AS p (part, value)
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(c.sign * c.clicks) <> 0 OR sum(c.sign * c.signups) <> 0 OR sum(c.sign * c.registrations) <> 0
        OR sum(c.sign * c.first_depositors) <> 0 OR sum(c.sign * c.first_deposit_amount) <> 0 OR sum(c.sign * c.cpa_qualified) <> 0
        OR sum(c.sign * c.deposits) <> 0 OR sum(c.sign * c.turnover) <> 0 OR sum(c.sign * c.winloss) <> 0 OR sum(c.sign * c.bonuses) <> 0
    ORDER BY 1, 2, 4, 3, 5
    ON CONFLICT (member_id, part, %3$s, value, lane) DO UPDATE SET
      clicks = r.clicks + excluded.clicks, signups = r.signups + excluded.signups, registrations = r.registrations + excluded.registrations,
      first_depositors = r.first_depositors + excluded.first_depositors, first_deposit_amount = r.first_deposit_amount + excluded.first_deposit_amount,
      cpa_qualified = r.cpa_qualified + excluded.cpa_qualified, deposits = r.deposits + excluded.deposits, turnover = r.turnover + excluded.turnover,
      winloss = r.winloss + excluded.winloss, bonuses = r.bonuses + excluded.bonuses
  $sql$, changes, target, bucket_column, bucket)
$fn$;

DO $do$
BEGIN
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION affiliate_source_parts_insert() RETURNS trigger LANGUAGE plpgsql AS $body$
       BEGIN %s; %s; RETURN NULL; END $body$ $f$,
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows', 'affiliate_source_part_daily', 'day', 'c.day'),
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows', 'affiliate_source_part_monthly', 'month', 'date_trunc(''month'', c.day)::date'));
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION affiliate_source_parts_update() RETURNS trigger LANGUAGE plpgsql AS $body$
       BEGIN %s; %s; RETURN NULL; END $body$ $f$,
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows', 'affiliate_source_part_daily', 'day', 'c.day'),
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows', 'affiliate_source_part_monthly', 'month', 'date_trunc(''month'', c.day)::date'));
END;
$do$;
