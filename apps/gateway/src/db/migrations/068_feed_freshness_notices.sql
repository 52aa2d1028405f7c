-- How fresh each brand's feeds are (feed_freshness, migration 065) rides beside the figures' answers
-- (the dashboard's, the reports' and the statement's `activity_through`): every gateway process keeps
-- the table's few rows in memory (caches/feed-freshness-cache.ts) and forgets them when this notice
-- comes, on the figures' channel with the payload 'feeds' (which the figures cache, reading member ids,
-- passes over). A statement-level trigger: one notice per ingest batch, whoever wrote it.

CREATE FUNCTION feed_freshness_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('figures_changed', 'feeds');
  RETURN NULL;
END
$$;

CREATE TRIGGER feed_freshness_change AFTER INSERT OR UPDATE OR DELETE ON feed_freshness
  FOR EACH STATEMENT EXECUTE FUNCTION feed_freshness_changed();
