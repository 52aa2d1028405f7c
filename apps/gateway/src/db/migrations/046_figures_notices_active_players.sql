-- The dashboard's referral counts read the active players of the month (affiliate_monthly, written by
-- the activity ingest) and are now kept in the figures cache (caches/figures-cache.ts) like the rest of
-- the dashboard: a change of those rows tells the member's listeners, as migration 045 does for the
-- other figure tables.
CREATE TRIGGER affiliate_monthly_figures_insert AFTER INSERT ON affiliate_monthly
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows();
CREATE TRIGGER affiliate_monthly_figures_update AFTER UPDATE ON affiliate_monthly
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows();
CREATE TRIGGER affiliate_monthly_figures_delete AFTER DELETE ON affiliate_monthly
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows();
CREATE TRIGGER affiliate_monthly_figures_truncate AFTER TRUNCATE ON affiliate_monthly
  FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_for_all();
