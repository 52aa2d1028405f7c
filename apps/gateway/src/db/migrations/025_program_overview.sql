-- The program at a glance (the console's Overview): program-wide figures per calendar month, so the
-- overview sums a few dozen rows whether the brand has 100 affiliates or 100,000.
--
-- program_monthly adds up, per month and affiliate currency, the affiliates' all-categories monthly
-- rows (affiliate_monthly_figures, category 'all'), with each affiliate's NGR and commission estimate of
-- the month worked out as the dashboard does for a month (its plan of that month): both are per
-- affiliate (the admin fee is rounded per affiliate, a negative NGR earns no revenue share), so they
-- cannot be summed from program-wide figures and are summed here as they change. program_clicks_monthly
-- adds up affiliate_clicks_monthly. Statement-level triggers keep both exact whoever writes (the ingest,
-- the click recorder, a bulk load): an ingest batch or a click flush adds one upsert per month it touched.
-- program_open_withdrawals and program_affiliates hold the withdrawals waiting and the affiliates' count.
--
-- lane: a writer adds its deltas to the row of its own lane (its backend's pid modulo 8), so two
-- concurrent click flushes or ingest batches do not queue on one program-wide row until the first
-- commits. A reader sums the lanes.
--
-- Members' currency is set when the affiliate is created and never changed, and affiliates are never
-- deleted (their rollups go with them by cascade, which no trigger here follows): either would leave
-- the affiliate's months in the program's sums as they were.

CREATE TABLE program_monthly (
  month                 date NOT NULL CHECK (extract(day FROM month) = 1),
  currency              char(3) NOT NULL,
  lane                  smallint NOT NULL,
  -- Affiliates whose players produced figures in the month (a sign-up, registration, deposit or bet):
  -- each affiliate's all-categories row of a month is inserted once, when its first figure arrives.
  active_affiliates     integer NOT NULL DEFAULT 0,
  signups               integer NOT NULL DEFAULT 0,
  registrations         integer NOT NULL DEFAULT 0,
  first_depositors      integer NOT NULL DEFAULT 0,
  deposits              numeric(20,2) NOT NULL DEFAULT 0,
  turnover              numeric(20,2) NOT NULL DEFAULT 0,
  winloss               numeric(20,2) NOT NULL DEFAULT 0,
  bonuses               numeric(20,2) NOT NULL DEFAULT 0,
  ngr                   numeric(20,2) NOT NULL DEFAULT 0,
  commission            numeric(20,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (month, currency, lane)
) WITH (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);

CREATE TABLE program_clicks_monthly (
  month   date NOT NULL CHECK (extract(day FROM month) = 1),
  lane    smallint NOT NULL,
  clicks  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (month, lane)
) WITH (fillfactor = 70, autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);

-- How many affiliates exist and how many are suspended (members.enabled false): one row, changed when
-- an affiliate is created, deleted, suspended or reactivated.
CREATE TABLE program_affiliates (
  only_row    boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  affiliates  integer NOT NULL DEFAULT 0,
  suspended   integer NOT NULL DEFAULT 0
);

CREATE FUNCTION program_lane() RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT (pg_backend_pid() % 8)::smallint
$$;

-- NGR = win/loss - bonuses - round(admin fee rate × win/loss, 2), as the dashboard and the close have it.
CREATE FUNCTION affiliate_month_ngr(winloss numeric, bonuses numeric, admin_fee_rate numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE AS $$
  SELECT winloss - bonuses - round(coalesce(admin_fee_rate, 0) * winloss, 2)
$$;

-- The dashboard's estimate of a month: revenue share on a positive NGR plus CPA per qualified first depositor.
-- (The close also adds late activity of closed months and a carried negative: not an overview's matter.)
CREATE FUNCTION affiliate_month_commission(ngr numeric, revenue_share numeric, cpa_amount numeric, cpa_qualified integer) RETURNS numeric
  LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(round(ngr * coalesce(revenue_share, 0), 2), 0) + coalesce(cpa_amount, 0) * cpa_qualified
$$;

-- The statement that adds `changes` to program_monthly: `changes` is a query of (member_id, month, sign,
-- affiliates, figures…) rows of the all-categories rollup, +1 for a row as it is now, -1 for a row as it
-- was; each is valued with the plan of its month found in `plans`. A trigger EXECUTEs it itself: its
-- transition tables are visible to the trigger function only, not to a function it calls.
CREATE FUNCTION program_monthly_sql(changes text, plans text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
  SELECT format($sql$
    INSERT INTO program_monthly AS p (month, currency, lane, active_affiliates, signups, registrations, first_depositors,
                                      deposits, turnover, winloss, bonuses, ngr, commission)
    SELECT c.month, m.currency, program_lane(), sum(c.affiliates), sum(c.sign * c.signups), sum(c.sign * c.registrations),
           sum(c.sign * c.first_depositors), sum(c.sign * c.deposits), sum(c.sign * c.turnover), sum(c.sign * c.winloss),
           sum(c.sign * c.bonuses), sum(c.sign * v.ngr), sum(c.sign * affiliate_month_commission(v.ngr, v.revenue_share, v.cpa_amount, c.cpa_qualified))
    FROM (%s) c
    JOIN members m ON m.id = c.member_id
    CROSS JOIN LATERAL (
      SELECT affiliate_month_ngr(c.winloss, c.bonuses, plan.admin_fee_rate) AS ngr, plan.revenue_share, plan.cpa_amount
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (SELECT pv.admin_fee_rate, pv.revenue_share, pv.cpa_amount FROM %s pv
                         WHERE pv.member_id = c.member_id AND pv.effective_from <= c.month
                         ORDER BY pv.effective_from DESC LIMIT 1) plan ON true
    ) v
    GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (month, currency, lane) DO UPDATE SET
      active_affiliates = p.active_affiliates + excluded.active_affiliates, signups = p.signups + excluded.signups,
      registrations = p.registrations + excluded.registrations, first_depositors = p.first_depositors + excluded.first_depositors,
      deposits = p.deposits + excluded.deposits, turnover = p.turnover + excluded.turnover, winloss = p.winloss + excluded.winloss,
      bonuses = p.bonuses + excluded.bonuses, ngr = p.ngr + excluded.ngr, commission = p.commission + excluded.commission
  $sql$, changes, plans)
$fn$;

CREATE FUNCTION program_monthly_count_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  columns text := 'member_id, month, signups, registrations, first_depositors, cpa_qualified, deposits, turnover, winloss, bonuses';
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE program_monthly_sql(format('SELECT %s, 1 AS sign, 1 AS affiliates FROM new_rows WHERE category = ''all''', columns),
                                'commission_plan_versions');
  ELSE
    EXECUTE program_monthly_sql(format(
      'SELECT %1$s, 1 AS sign, 0 AS affiliates FROM new_rows WHERE category = ''all''
       UNION ALL SELECT %1$s, -1, 0 FROM old_rows WHERE category = ''all''', columns), 'commission_plan_versions');
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER affiliate_monthly_figures_program_insert AFTER INSERT ON affiliate_monthly_figures
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_monthly_count_figures();
CREATE TRIGGER affiliate_monthly_figures_program_update AFTER UPDATE ON affiliate_monthly_figures
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_monthly_count_figures();

-- A plan version written, changed or removed: the affected affiliates' months are valued with the
-- versions now (+1) and with the versions as they were before the statement (-1): today's without the
-- rows it added, with the rows it removed. Plans change from the next month only, so this moves nothing
-- in practice; it keeps the sums exact if someone edits a running month's plan anyway.
CREATE FUNCTION program_monthly_revalue_plans() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  none text := '(SELECT * FROM commission_plan_versions WHERE false)';
  added text := CASE WHEN TG_OP = 'DELETE' THEN none ELSE 'new_rows' END;
  removed text := CASE WHEN TG_OP = 'INSERT' THEN none ELSE 'old_rows' END;
  affected text := format('(SELECT member_id FROM %s added_rows UNION SELECT member_id FROM %s removed_rows)', added, removed);
  before text := format(
    '(SELECT v.* FROM commission_plan_versions v
      WHERE NOT EXISTS (SELECT 1 FROM %1$s a WHERE a.member_id = v.member_id AND a.effective_from = v.effective_from)
      UNION ALL SELECT * FROM %2$s removed_rows)', added, removed);
  rows text := 'SELECT f.member_id, f.month, f.signups, f.registrations, f.first_depositors, f.cpa_qualified, f.deposits, f.turnover,
                       f.winloss, f.bonuses, %s AS sign, 0 AS affiliates
                FROM affiliate_monthly_figures f WHERE f.category = ''all'' AND f.member_id IN %s';
BEGIN
  EXECUTE program_monthly_sql(format(rows, 1, affected), 'commission_plan_versions');
  EXECUTE program_monthly_sql(format(rows, -1, affected), before);
  RETURN NULL;
END;
$$;
CREATE TRIGGER commission_plan_versions_program_insert AFTER INSERT ON commission_plan_versions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_monthly_revalue_plans();
CREATE TRIGGER commission_plan_versions_program_update AFTER UPDATE ON commission_plan_versions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_monthly_revalue_plans();
CREATE TRIGGER commission_plan_versions_program_delete AFTER DELETE ON commission_plan_versions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION program_monthly_revalue_plans();

CREATE FUNCTION program_clicks_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO program_clicks_monthly AS p (month, lane, clicks)
    SELECT month, program_lane(), sum(clicks) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (month, lane) DO UPDATE SET clicks = p.clicks + excluded.clicks;
  ELSE
    INSERT INTO program_clicks_monthly AS p (month, lane, clicks)
    SELECT month, program_lane(), sum(clicks)
    FROM (SELECT month, clicks FROM new_rows UNION ALL SELECT month, -clicks FROM old_rows) moved
    GROUP BY 1 HAVING sum(clicks) <> 0 ORDER BY 1
    ON CONFLICT (month, lane) DO UPDATE SET clicks = p.clicks + excluded.clicks;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER affiliate_clicks_monthly_program_insert AFTER INSERT ON affiliate_clicks_monthly
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_clicks_count();
CREATE TRIGGER affiliate_clicks_monthly_program_update AFTER UPDATE ON affiliate_clicks_monthly
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_clicks_count();

-- Members are updated on every sign-in: the update trigger writes only when `enabled` moved.
CREATE FUNCTION program_affiliates_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  more integer := 0;
  suspended_more integer := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*), count(*) FILTER (WHERE NOT enabled) INTO more, suspended_more FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*), -count(*) FILTER (WHERE NOT enabled) INTO more, suspended_more FROM old_rows;
  ELSE
    SELECT coalesce(sum(CASE WHEN now_.enabled THEN -1 ELSE 1 END), 0) INTO suspended_more
    FROM new_rows now_ JOIN old_rows was ON was.id = now_.id WHERE now_.enabled IS DISTINCT FROM was.enabled;
  END IF;
  IF more <> 0 OR suspended_more <> 0 THEN
    UPDATE program_affiliates SET affiliates = affiliates + more, suspended = suspended + suspended_more;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER members_program_insert AFTER INSERT ON members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_affiliates_count();
CREATE TRIGGER members_program_update AFTER UPDATE ON members
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_affiliates_count();
CREATE TRIGGER members_program_delete AFTER DELETE ON members
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION program_affiliates_count();

-- Withdrawals waiting for someone (pending: a review; approved: a payment), per currency: the overview's
-- queue figures without reading the open withdrawals, however long the queue is on the 1st of a month.
CREATE TABLE program_open_withdrawals (
  status    text NOT NULL CHECK (status IN ('pending', 'approved')),
  currency  char(3) NOT NULL,
  lane      smallint NOT NULL,
  n         integer NOT NULL DEFAULT 0,
  amount    numeric(20,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (status, currency, lane)
);

CREATE FUNCTION program_open_withdrawals_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO program_open_withdrawals AS p (status, currency, lane, n, amount)
    SELECT status, currency, program_lane(), count(*), sum(amount) FROM new_rows WHERE status IN ('pending', 'approved')
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, currency, lane) DO UPDATE SET n = p.n + excluded.n, amount = p.amount + excluded.amount;
  ELSE
    INSERT INTO program_open_withdrawals AS p (status, currency, lane, n, amount)
    SELECT status, currency, program_lane(), sum(n), sum(amount)
    FROM (SELECT moved.status, moved.currency, 1 AS n, moved.amount FROM new_rows moved JOIN old_rows was ON was.id = moved.id
          WHERE moved.status IS DISTINCT FROM was.status AND moved.status IN ('pending', 'approved')
          UNION ALL
          SELECT was.status, was.currency, -1, -was.amount FROM old_rows was JOIN new_rows moved ON moved.id = was.id
          WHERE moved.status IS DISTINCT FROM was.status AND was.status IN ('pending', 'approved')) changes
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (status, currency, lane) DO UPDATE SET n = p.n + excluded.n, amount = p.amount + excluded.amount;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER withdrawals_program_insert AFTER INSERT ON withdrawals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_open_withdrawals_count();
CREATE TRIGGER withdrawals_program_update AFTER UPDATE ON withdrawals
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_open_withdrawals_count();

-- The program rollups recomputed from the affiliates' rollups: the backfill below, and a bulk load that
-- ran with triggers off (bench/overview.ts) calls it after.
CREATE FUNCTION program_overview_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM program_affiliates;
  DELETE FROM program_monthly;
  DELETE FROM program_clicks_monthly;
  DELETE FROM program_open_withdrawals;
  INSERT INTO program_affiliates (affiliates, suspended) SELECT count(*), count(*) FILTER (WHERE NOT enabled) FROM members;
  EXECUTE program_monthly_sql(
    'SELECT member_id, month, signups, registrations, first_depositors, cpa_qualified, deposits, turnover, winloss, bonuses,
            1 AS sign, 1 AS affiliates
     FROM affiliate_monthly_figures WHERE category = ''all''', 'commission_plan_versions');
  INSERT INTO program_clicks_monthly (month, lane, clicks)
  SELECT month, program_lane(), sum(clicks) FROM affiliate_clicks_monthly GROUP BY 1;
  INSERT INTO program_open_withdrawals (status, currency, lane, n, amount)
  SELECT status, currency, program_lane(), count(*), sum(amount) FROM withdrawals WHERE status IN ('pending', 'approved') GROUP BY 1, 2;
END;
$$;

-- What was there before this migration. The share locks keep writers out until it commits, so no
-- delta lands in the affiliates' rollups between the backfill and the triggers taking over.
LOCK TABLE members, affiliate_monthly_figures, affiliate_clicks_monthly, commission_plan_versions, withdrawals IN SHARE MODE;
SELECT program_overview_rebuild();
