-- The time of an affiliate's latest human click, kept beside the day's click count in the flush's own
-- lane (so flushes still never wait on one another): a report's "Figures as of" is the later of the
-- feed's latest batch (affiliate_ingest) and this, so it moves with clicks as the figures do. A reader
-- takes the latest day's lanes, a primary-key read. Rows written before this migration have no time;
-- the feed's stands until the affiliate's next click (clicks has no index to backfill them cheaply).
ALTER TABLE affiliate_clicks_daily ADD COLUMN last_click_at timestamptz;
