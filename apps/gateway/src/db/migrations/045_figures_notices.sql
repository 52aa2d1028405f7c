-- Every gateway process keeps the answers of an affiliate's dashboard, reports and referred players in
-- memory (caches/figures-cache.ts) until the figures under them change. Whatever changes them says so
-- on the channel figures_changed, whoever made the change: PostgreSQL delivers the notice after the
-- change commits, to every listening process, and to the committing connection itself before its
-- COMMIT returns. The payload is the affected members' ids, comma-separated, or '*' for every member
-- (a change of something all affiliates' answers read, or more ids than a notice holds).
--
-- Statement-level triggers with transition tables tell which members a statement touched, on every
-- table those answers read, except the click rollups (affiliate_clicks_*, affiliate_source_daily and
-- the per-part rollups): the click flush writes them many times a second from the redirect's path,
-- where a trigger costs (migration 041) and so does a notice per flush: its process forgets the
-- affiliates itself and sends their ids once a second (modules/tracking/click-notices.ts). The
-- ingest, their only other writer, moves every member's watermark in affiliate_ingest in the same
-- transaction, and that table has the trigger.

CREATE FUNCTION notify_figures_changed(ids text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('figures_changed', CASE WHEN length(ids) > 7000 THEN '*' ELSE ids END) WHERE ids IS NOT NULL
$$;

CREATE FUNCTION figures_changed_by_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_figures_changed((SELECT string_agg(DISTINCT member_id::text, ',') FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_figures_changed((SELECT string_agg(DISTINCT member_id::text, ',') FROM old_rows));
  ELSE
    -- An update may move a row from one member to another: both are told.
    PERFORM notify_figures_changed((SELECT string_agg(DISTINCT m::text, ',')
                                    FROM (SELECT member_id AS m FROM old_rows UNION ALL SELECT member_id FROM new_rows) c));
  END IF;
  RETURN NULL;
END
$$;

CREATE FUNCTION figures_changed_for_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_figures_changed('*');
  RETURN NULL;
END
$$;

CREATE FUNCTION figures_changed_by_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_figures_changed(NEW.id::text);
  RETURN NULL;
END
$$;

DO $do$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['affiliate_daily', 'affiliate_weekly', 'affiliate_monthly_figures', 'affiliate_ingest', 'players',
                           'player_monthly', 'player_cohorts_daily', 'player_cohorts_monthly', 'commission_plan_versions',
                           'commissions', 'commission_late_activity', 'referral_codes', 'saved_banners'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows()', t || '_figures_insert', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows()', t || '_figures_update', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows()', t || '_figures_delete', t);
  END LOOP;
  -- Emptied wholesale (tests, bulk reloads), and the tables whose rows every affiliate's answers read:
  -- banners (a report's banner labels) and commission_periods (which months the estimate counts closed).
  FOREACH t IN ARRAY ARRAY['affiliate_daily', 'affiliate_weekly', 'affiliate_monthly_figures', 'affiliate_ingest', 'players',
                           'player_monthly', 'player_cohorts_daily', 'player_cohorts_monthly', 'commission_plan_versions',
                           'commissions', 'commission_late_activity', 'referral_codes', 'saved_banners', 'affiliate_clicks_daily',
                           'affiliate_clicks_weekly', 'affiliate_clicks_monthly', 'affiliate_source_daily',
                           'affiliate_source_part_daily', 'affiliate_source_part_monthly', 'banners', 'commission_periods'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_for_all()', t || '_figures_truncate', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['banners', 'commission_periods'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_for_all()', t || '_figures_change', t);
  END LOOP;
END
$do$;

-- The member's own columns the answers show: the currency.
CREATE TRIGGER members_figures_currency AFTER UPDATE OF currency ON members
  FOR EACH ROW WHEN (OLD.currency IS DISTINCT FROM NEW.currency) EXECUTE FUNCTION figures_changed_by_member();
