-- The reports' rollups by one part of the source at a time: per affiliate, part (code, sub1 … sub5,
-- banner, campaign, country), value and UTC day, and the same per calendar month. A report grouped by
-- a part, or by time with at most one part filtered, reads these (a few rows per day and value)
-- instead of every combination of the whole source (affiliate_source_daily, which the rest read).
-- Statement-level triggers on affiliate_source_daily keep both exact whoever writes it (the click
-- recorder, the ingest's deltas, a backfill): every changed row adds (new - old) to each of its parts.
CREATE TABLE affiliate_source_part_daily (
  member_id             integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  part                  text NOT NULL,
  value                 text NOT NULL,
  day                   date NOT NULL,
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
  PRIMARY KEY (member_id, part, day, value)
) WITH (fillfactor = 70);

CREATE TABLE affiliate_source_part_monthly (
  member_id             integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  part                  text NOT NULL,
  value                 text NOT NULL,
  month                 date NOT NULL CHECK (extract(day FROM month) = 1),
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
  PRIMARY KEY (member_id, part, month, value)
) WITH (fillfactor = 70);

-- The statement adding `changes` (rows of affiliate_source_daily with a sign: +1 as now, -1 as before)
-- to the part rollup `target` at `bucket` (day, or its month). Rows in key order: no two writers wait on
-- each other in a cycle. Written into the trigger functions below, which alone see their transition tables.
CREATE FUNCTION source_parts_sql(changes text, target text, bucket_column text, bucket text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    INSERT INTO %2$s AS r (member_id, part, value, %3$s, clicks, signups, registrations, first_depositors, first_deposit_amount,
                           cpa_qualified, deposits, turnover, winloss, bonuses)
    SELECT c.member_id, p.part, p.value, %4$s, sum(c.sign * c.clicks), sum(c.sign * c.signups), sum(c.sign * c.registrations),
           sum(c.sign * c.first_depositors), sum(c.sign * c.first_deposit_amount), sum(c.sign * c.cpa_qualified), sum(c.sign * c.deposits),
           sum(c.sign * c.turnover), sum(c.sign * c.winloss), sum(c.sign * c.bonuses)
    FROM (%1$s) c
    CROSS JOIN LATERAL (VALUES ('code', c.referral_code), ('sub1', c.sub1), ('sub2', c.sub2), ('sub3', c.sub3), ('sub4', c.sub4),
                               ('sub5', c.sub5), ('banner', c.saved_banner_id::text), ('campaign', c.campaign), ('country', c.country)) AS p (part, value)
    GROUP BY 1, 2, 3, 4
    HAVING sum(c.sign * c.clicks) <> 0 OR sum(c.sign * c.signups) <> 0 OR sum(c.sign * c.registrations) <> 0
        OR sum(c.sign * c.first_depositors) <> 0 OR sum(c.sign * c.first_deposit_amount) <> 0 OR sum(c.sign * c.cpa_qualified) <> 0
        OR sum(c.sign * c.deposits) <> 0 OR sum(c.sign * c.turnover) <> 0 OR sum(c.sign * c.winloss) <> 0 OR sum(c.sign * c.bonuses) <> 0
    ORDER BY 1, 2, 4, 3
    ON CONFLICT (member_id, part, %3$s, value) DO UPDATE SET
      clicks = r.clicks + excluded.clicks, signups = r.signups + excluded.signups, registrations = r.registrations + excluded.registrations,
      first_depositors = r.first_depositors + excluded.first_depositors, first_deposit_amount = r.first_deposit_amount + excluded.first_deposit_amount,
      cpa_qualified = r.cpa_qualified + excluded.cpa_qualified, deposits = r.deposits + excluded.deposits, turnover = r.turnover + excluded.turnover,
      winloss = r.winloss + excluded.winloss, bonuses = r.bonuses + excluded.bonuses
  $sql$, changes, target, bucket_column, bucket)
$fn$;

-- The trigger functions hold the statements as static SQL, written out here from source_parts_sql, so
-- each backend plans them once: a click flush runs them on every commit, and an EXECUTE re-planned both
-- every time (it cut the redirect at 10 connections to a third).
DO $do$
BEGIN
  EXECUTE format(
    $f$CREATE FUNCTION affiliate_source_parts_insert() RETURNS trigger LANGUAGE plpgsql AS $body$
       BEGIN %s; %s; RETURN NULL; END $body$ $f$,
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows', 'affiliate_source_part_daily', 'day', 'c.day'),
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows', 'affiliate_source_part_monthly', 'month', 'date_trunc(''month'', c.day)::date'));
  EXECUTE format(
    $f$CREATE FUNCTION affiliate_source_parts_update() RETURNS trigger LANGUAGE plpgsql AS $body$
       BEGIN %s; %s; RETURN NULL; END $body$ $f$,
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows', 'affiliate_source_part_daily', 'day', 'c.day'),
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1, * FROM old_rows', 'affiliate_source_part_monthly', 'month', 'date_trunc(''month'', c.day)::date'));
END;
$do$;
CREATE TRIGGER affiliate_source_daily_parts_insert AFTER INSERT ON affiliate_source_daily
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION affiliate_source_parts_insert();
CREATE TRIGGER affiliate_source_daily_parts_update AFTER UPDATE ON affiliate_source_daily
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION affiliate_source_parts_update();

-- What the source rollup holds already.
DO $$
BEGIN
  EXECUTE source_parts_sql('SELECT 1 AS sign, * FROM affiliate_source_daily', 'affiliate_source_part_daily', 'day', 'c.day');
  EXECUTE source_parts_sql('SELECT 1 AS sign, * FROM affiliate_source_daily', 'affiliate_source_part_monthly', 'month', 'date_trunc(''month'', c.day)::date');
END;
$$;
