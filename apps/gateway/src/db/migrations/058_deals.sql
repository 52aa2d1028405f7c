-- Deals (issue 36): named, versioned deal documents (the contract's deal-document.ts) that an affiliate
-- is put on from a month. What a month pays is worked out from the document by the deal engine
-- (modules/figures/deal-engine.ts) at the close, its preview, the dashboard's estimate and the
-- Commission screen.
--
-- An affiliate's deal of a month stays where the plan of a month always was: the commission_plan_versions
-- row in force (latest effective_from on or before the month), which now names its deal version. The row
-- keeps its flat columns as the deal's "plan terms" — admin fee, first tier's rate, CPA amount and first
-- deposit minimum, whether negatives carry — because the figures the database sums (NGR by day and by
-- source, the ingest's CPA counts, the program overview) read them there; NGR depends on the admin fee
-- alone, so those figures stay exact under any deal. A row naming no deal is today's flat plan, which the
-- engine reads as the document flat-plan-deal.ts writes (the same figures to the cent).
CREATE TABLE deals (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- The program's default: what a new affiliate of its currency is put on when nobody names a deal.
  is_default  boolean NOT NULL DEFAULT false,
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX deals_name_idx ON deals (lower(name));
CREATE UNIQUE INDEX deals_one_default_idx ON deals (is_default) WHERE is_default;

-- Every version is kept. Version 1 applies from the start; a later one from the first day of the month
-- after it was saved, so a running month keeps its terms. The plan terms are the document's, written by
-- the gateway when it saves the version (modules/deals/plan-terms.ts).
CREATE TABLE deal_versions (
  deal_id              integer NOT NULL REFERENCES deals (id),
  version              integer NOT NULL CHECK (version >= 1),
  effective_from       date NOT NULL CHECK (extract(day FROM effective_from) = 1),
  document             jsonb NOT NULL,
  currency             char(3) NOT NULL,
  revenue_share        numeric(6,4) NOT NULL CHECK (revenue_share BETWEEN 0 AND 1),
  admin_fee_rate       numeric(6,4) NOT NULL CHECK (admin_fee_rate BETWEEN 0 AND 1),
  cpa_amount           numeric(18,2) NOT NULL CHECK (cpa_amount >= 0),
  cpa_min_deposit      numeric(18,2) NOT NULL CHECK (cpa_min_deposit >= 0),
  negative_carry_over  boolean NOT NULL,
  created_by           text NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (deal_id, version)
);

ALTER TABLE commission_plan_versions
  ADD COLUMN deal_id integer,
  ADD COLUMN deal_version integer,
  ADD CONSTRAINT commission_plan_versions_deal_fk FOREIGN KEY (deal_id, deal_version) REFERENCES deal_versions (deal_id, version),
  ADD CONSTRAINT commission_plan_versions_deal_both CHECK ((deal_id IS NULL) = (deal_version IS NULL));
CREATE INDEX commission_plan_versions_deal_idx ON commission_plan_versions (deal_id) WHERE deal_id IS NOT NULL;

-- What a closed month was paid under, and the engine's breakdown of it (tier reached, a ladder's bands,
-- rated products, CPA paid and over the cap), so the statement can show how the figure came about.
-- cpa_counted is the ingest's count of qualified first depositors the close saw: what late activity of
-- the month is measured against. It is cpa_count (the players paid) unless the deal qualifies players on
-- more than the first deposit or caps them.
ALTER TABLE commissions
  ADD COLUMN deal_id integer,
  ADD COLUMN deal_version integer,
  ADD COLUMN deal_figures jsonb,
  ADD COLUMN cpa_counted integer,
  ADD CONSTRAINT commissions_deal_fk FOREIGN KEY (deal_id, deal_version) REFERENCES deal_versions (deal_id, version);
UPDATE commissions SET cpa_counted = cpa_count;
ALTER TABLE commissions ALTER COLUMN cpa_counted SET NOT NULL;

-- Today's plans become deals: one flat deal for each set of terms in each currency, named by what it
-- pays ("Flat 30% · admin fee 10% · CPA 25.00 EUR"), its document the one flat-plan-deal.ts writes. The
-- program default is the plan a new affiliate got until now (30 %, admin fee 10 %, no CPA, carry-over) in
-- EUR, created if nobody is on it yet.
CREATE FUNCTION flat_deal_name(revenue_share numeric, admin_fee_rate numeric, cpa_amount numeric, negative_carry_over boolean, currency text)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format('Flat %s%% · admin fee %s%%%s%s %s', trim_scale(revenue_share * 100), trim_scale(admin_fee_rate * 100),
                CASE WHEN cpa_amount > 0 THEN ' · CPA ' || cpa_amount::text ELSE '' END,
                CASE WHEN negative_carry_over THEN '' ELSE ' · no carry-over' END, currency)
$$;

CREATE TEMPORARY TABLE plan_terms ON COMMIT DROP AS
SELECT DISTINCT v.revenue_share, v.admin_fee_rate, v.cpa_amount, v.cpa_min_deposit, v.negative_carry_over, trim(m.currency) AS currency
FROM commission_plan_versions v JOIN members m ON m.id = v.member_id
UNION
SELECT 0.30, 0.10, 0, 0, true, 'EUR';

-- Two sets of terms differing only in the CPA's minimum would share a name: the minimum then joins it.
ALTER TABLE plan_terms ADD COLUMN name text;
UPDATE plan_terms t SET name = flat_deal_name(t.revenue_share, t.admin_fee_rate, t.cpa_amount, t.negative_carry_over, t.currency)
  || CASE WHEN (SELECT count(*) FROM plan_terms o WHERE flat_deal_name(o.revenue_share, o.admin_fee_rate, o.cpa_amount, o.negative_carry_over, o.currency)
                 = flat_deal_name(t.revenue_share, t.admin_fee_rate, t.cpa_amount, t.negative_carry_over, t.currency)) > 1
          THEN ' · first deposit ' || t.cpa_min_deposit::text ELSE '' END;

INSERT INTO deals (name, is_default, created_by)
SELECT name, (revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit, negative_carry_over, currency) = (0.30, 0.10, 0, 0, true, 'EUR'), 'system'
FROM plan_terms ORDER BY name;

INSERT INTO deal_versions (deal_id, version, effective_from, document, currency, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit,
                           negative_carry_over, created_by)
SELECT d.id, 1, DATE '1900-01-01',
       jsonb_build_object(
         'name', t.name, 'currency', t.currency,
         'revenue_share', jsonb_build_object('mode', 'flat', 'tiers', jsonb_build_array(jsonb_build_object('from', '0', 'rate', t.revenue_share::text))),
         'admin_fee_rate', t.admin_fee_rate::text,
         'negative_carry_over', CASE WHEN t.negative_carry_over THEN 'carry' ELSE 'reset' END,
         'cpa', jsonb_build_object('amount', t.cpa_amount::text, 'qualify', jsonb_build_object('first_deposit_min', t.cpa_min_deposit::text))),
       t.currency, t.revenue_share, t.admin_fee_rate, t.cpa_amount, t.cpa_min_deposit, t.negative_carry_over, 'system'
FROM plan_terms t JOIN deals d ON d.name = t.name;

UPDATE commission_plan_versions v SET deal_id = d.id, deal_version = 1
FROM members m, plan_terms t, deals d
WHERE m.id = v.member_id AND d.name = t.name AND t.currency = trim(m.currency)
  AND (t.revenue_share, t.admin_fee_rate, t.cpa_amount, t.cpa_min_deposit, t.negative_carry_over)
    = (v.revenue_share, v.admin_fee_rate, v.cpa_amount, v.cpa_min_deposit, v.negative_carry_over);

-- Closed months name the deal their plan became; their figures are untouched.
UPDATE commissions c SET deal_id = v.deal_id, deal_version = v.deal_version
FROM commission_plan_versions v WHERE v.member_id = c.member_id AND v.effective_from = c.plan_effective_from;

DROP FUNCTION flat_deal_name(numeric, numeric, numeric, boolean, text);

-- A new affiliate is put on the default deal when it is in the affiliate's currency: the version in force
-- this month from the start, and any later version from its month. Otherwise (or with no default) it gets
-- the flat plan of the columns' defaults, as before deals. Naming another deal at creation replaces it
-- from the running month (modules/deals/assign.ts).
CREATE OR REPLACE FUNCTION members_default_commission_plan() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  this_month date := date_trunc('month', now())::date;
BEGIN
  INSERT INTO commission_plan_versions (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit,
                                        negative_carry_over, deal_id, deal_version)
  SELECT DISTINCT ON (1, 2) NEW.id, CASE WHEN v.effective_from <= this_month THEN DATE '1900-01-01' ELSE v.effective_from END,
         v.revenue_share, v.admin_fee_rate, v.cpa_amount, v.cpa_min_deposit, v.negative_carry_over, v.deal_id, v.version
  FROM deals d JOIN deal_versions v ON v.deal_id = d.id
  WHERE d.is_default AND v.currency = NEW.currency
  ORDER BY 1, 2, v.version DESC
  ON CONFLICT DO NOTHING;
  INSERT INTO commission_plan_versions (member_id, effective_from) VALUES (NEW.id, DATE '1900-01-01') ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;

-- A CPA an operator reversed, with the reason the affiliate reads (issue 36): the player no longer counts
-- as a qualified player of the month it qualified in. Only a month not yet closed can lose a CPA this way
-- (a closed month's CPA was paid: that is a balance adjustment). One reversal per player: a CPA is paid
-- once. member_id is the affiliate the player belonged to then, what the close looks reversals up by.
CREATE TABLE cpa_reversals (
  player_id     bigint PRIMARY KEY REFERENCES players (id),
  member_id     integer NOT NULL REFERENCES members (id),
  month         date NOT NULL CHECK (extract(day FROM month) = 1),
  qualified_on  date NOT NULL,
  reason        text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  reversed_by   text NOT NULL,
  reversed_at   timestamptz NOT NULL
);
CREATE INDEX cpa_reversals_member_month_idx ON cpa_reversals (member_id, month);
CREATE TRIGGER cpa_reversals_figures_insert AFTER INSERT ON cpa_reversals
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION figures_changed_by_rows();
