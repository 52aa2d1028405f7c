-- The click flush writes all of its counters itself. Until now statement-level triggers copied its
-- changes further: those of migration 033 every change of affiliate_source_daily into the per-part
-- rollups (affiliate_source_part_daily/_monthly), that of migration 025 every change of
-- affiliate_clicks_monthly into program_clicks_monthly. For a click flush they were half of the
-- statement's execution (more when the day's lane rows were new), and a part row touched by both the
-- insert and the update trigger was written twice. The flush's statement (STORE_CLICKS in
-- modules/tracking) now upserts those rows as well, set-based from the same grouped clicks, so the
-- triggers leave alone the lanes it writes (1-8) and keep lane 0 exact as before: the ingest's deltas
-- (the part rollups follow the stored, rounded source rows, as they always did) and bulk loads.
-- Whoever writes another lane of these two tables writes its copies too. A statement that wrote no
-- lane 0 row returns at once: the triggers still fire on every click flush.
DO $do$
BEGIN
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION affiliate_source_parts_insert() RETURNS trigger LANGUAGE plpgsql AS $body$
       BEGIN
         IF NOT EXISTS (SELECT 1 FROM new_rows WHERE lane = 0) THEN RETURN NULL; END IF;
         %s; %s; RETURN NULL;
       END $body$ $f$,
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows WHERE lane = 0', 'affiliate_source_part_daily', 'day', 'c.day'),
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows WHERE lane = 0', 'affiliate_source_part_monthly', 'month', 'date_trunc(''month'', c.day)::date'));
  EXECUTE format(
    $f$CREATE OR REPLACE FUNCTION affiliate_source_parts_update() RETURNS trigger LANGUAGE plpgsql AS $body$
       BEGIN
         IF NOT EXISTS (SELECT 1 FROM new_rows WHERE lane = 0) AND NOT EXISTS (SELECT 1 FROM old_rows WHERE lane = 0) THEN RETURN NULL; END IF;
         %s; %s; RETURN NULL;
       END $body$ $f$,
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows WHERE lane = 0 UNION ALL SELECT -1, * FROM old_rows WHERE lane = 0',
                     'affiliate_source_part_daily', 'day', 'c.day'),
    source_parts_sql('SELECT 1 AS sign, * FROM new_rows WHERE lane = 0 UNION ALL SELECT -1, * FROM old_rows WHERE lane = 0',
                     'affiliate_source_part_monthly', 'month', 'date_trunc(''month'', c.day)::date'));
END;
$do$;

CREATE OR REPLACE FUNCTION program_clicks_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows WHERE lane = 0) THEN
      INSERT INTO program_clicks_monthly AS p (month, lane, clicks)
      SELECT month, program_lane(), sum(clicks) FROM new_rows WHERE lane = 0 GROUP BY 1 ORDER BY 1
      ON CONFLICT (month, lane) DO UPDATE SET clicks = p.clicks + excluded.clicks;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM new_rows WHERE lane = 0) OR EXISTS (SELECT 1 FROM old_rows WHERE lane = 0) THEN
    INSERT INTO program_clicks_monthly AS p (month, lane, clicks)
    SELECT month, program_lane(), sum(clicks)
    FROM (SELECT month, clicks FROM new_rows WHERE lane = 0 UNION ALL SELECT month, -clicks FROM old_rows WHERE lane = 0) moved
    GROUP BY 1 HAVING sum(clicks) <> 0 ORDER BY 1
    ON CONFLICT (month, lane) DO UPDATE SET clicks = p.clicks + excluded.clicks;
  END IF;
  RETURN NULL;
END;
$$;

-- No query reads clicks by affiliate and time (the screens read the rollups; the player feed finds a
-- click by its id), and the index cost every click an index insert and WAL record.
DROP INDEX clicks_member_at_idx;
