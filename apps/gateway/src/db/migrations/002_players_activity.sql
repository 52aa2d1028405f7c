-- Players, their daily activity and the rollups every affiliate-facing figure is read from.
--
-- Raw data (players, player_activity) is written only by the ingest service, which keeps every rollup
-- below up to date in the same transaction by applying (new - old) deltas. Reads never scan raw
-- activity: the dashboard and the current period read affiliate_daily, the member list's period
-- figures read player_monthly, counts and deep pages read player_cohorts_*.

-- Referral codes: what a tracking link carries and what ties a player to an affiliate.
CREATE TABLE referral_codes (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code        text NOT NULL,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  is_default  boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX referral_codes_code_lower_key ON referral_codes (lower(code));
CREATE INDEX referral_codes_member_idx ON referral_codes (member_id);
CREATE UNIQUE INDEX referral_codes_one_default_key ON referral_codes (member_id) WHERE is_default;

-- The affiliate's deal. Rates are fractions (0.30 = 30 %); amounts are in the affiliate's currency.
CREATE TABLE commission_plans (
  member_id        integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  revenue_share    numeric(6,4) NOT NULL DEFAULT 0.30 CHECK (revenue_share BETWEEN 0 AND 1),
  admin_fee_rate   numeric(6,4) NOT NULL DEFAULT 0.10 CHECK (admin_fee_rate BETWEEN 0 AND 1),
  cpa_amount       numeric(18,2) NOT NULL DEFAULT 0 CHECK (cpa_amount >= 0),
  cpa_min_deposit  numeric(18,2) NOT NULL DEFAULT 0 CHECK (cpa_min_deposit >= 0),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
INSERT INTO commission_plans (member_id) SELECT id FROM members;

-- Every affiliate has a plan from the moment it exists, however it was created.
CREATE FUNCTION members_default_commission_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO commission_plans (member_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END;
$$;
CREATE TRIGGER members_default_commission_plan AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION members_default_commission_plan();

CREATE TABLE players (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id           bigint NOT NULL UNIQUE,
  -- Attribution is permanent: the ingest refuses a code of another affiliate for an existing player.
  member_id             integer NOT NULL REFERENCES members (id),
  referral_code         text NOT NULL,
  date_joined           date NOT NULL,
  registered_at         timestamptz,
  category              text NOT NULL CHECK (category IN ('casino', 'sports', 'live-casino', 'poker')),
  country               char(2) NOT NULL,
  -- Derived from activity: the first day with deposits > 0 and that day's deposits.
  first_deposit_date    date,
  first_deposit_amount  numeric(18,2),
  -- Lifetime totals (the member list without a period).
  deposits              numeric(18,2) NOT NULL DEFAULT 0,
  withdrawals           numeric(18,2) NOT NULL DEFAULT 0,
  turnover              numeric(18,2) NOT NULL DEFAULT 0,
  winloss               numeric(18,2) NOT NULL DEFAULT 0,
  bonuses               numeric(18,2) NOT NULL DEFAULT 0,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
) WITH (fillfactor = 85);  -- room for HOT updates of the lifetime totals on every ingest
-- The member list: newest first within an affiliate. Filters on category/registered/deposited are
-- checked on the rows of the one join-day window a page falls in (see player_cohorts_daily).
CREATE INDEX players_member_joined_idx ON players (member_id, date_joined DESC, customer_id DESC);

CREATE TABLE player_activity (
  player_id    bigint NOT NULL REFERENCES players (id),
  day          date NOT NULL,
  currency     char(3) NOT NULL,
  deposits     numeric(18,2) NOT NULL,
  withdrawals  numeric(18,2) NOT NULL,
  turnover     numeric(18,2) NOT NULL,
  winloss      numeric(18,2) NOT NULL,
  bonuses      numeric(18,2) NOT NULL,
  received_at  timestamptz NOT NULL,
  PRIMARY KEY (player_id, day)
);

-- Per affiliate, day and category: the dashboard and the current period read only this.
-- cpa_qualified counts first depositors whose first deposit met the plan's cpa_min_deposit when it
-- was ingested.
CREATE TABLE affiliate_daily (
  member_id             integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day                   date NOT NULL,
  category              text NOT NULL,
  signups               integer NOT NULL DEFAULT 0,
  registrations         integer NOT NULL DEFAULT 0,
  first_depositors      integer NOT NULL DEFAULT 0,
  first_deposit_amount  numeric(18,2) NOT NULL DEFAULT 0,
  cpa_qualified         integer NOT NULL DEFAULT 0,
  deposits              numeric(18,2) NOT NULL DEFAULT 0,
  withdrawals           numeric(18,2) NOT NULL DEFAULT 0,
  turnover              numeric(18,2) NOT NULL DEFAULT 0,
  winloss               numeric(18,2) NOT NULL DEFAULT 0,
  bonuses               numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day, category)
);

-- Per player and month: the member list's figures for a year or month filter.
CREATE TABLE player_monthly (
  player_id    bigint NOT NULL REFERENCES players (id),
  month        date NOT NULL,
  member_id    integer NOT NULL,
  deposits     numeric(18,2) NOT NULL DEFAULT 0,
  withdrawals  numeric(18,2) NOT NULL DEFAULT 0,
  turnover     numeric(18,2) NOT NULL DEFAULT 0,
  winloss      numeric(18,2) NOT NULL DEFAULT 0,
  bonuses      numeric(18,2) NOT NULL DEFAULT 0,
  PRIMARY KEY (player_id, month)
);

-- Players with at least one activity row in the month ("active this period").
CREATE TABLE affiliate_monthly (
  member_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  month           date NOT NULL,
  active_players  integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, month)
);

-- How many players joined per day (and month) in each category/registered/deposited combination:
-- the member list's total, the referral counts, and which join day a deep page starts in, without
-- counting player rows.
CREATE TABLE player_cohorts_daily (
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  join_day    date NOT NULL,
  category    text NOT NULL,
  registered  boolean NOT NULL,
  deposited   boolean NOT NULL,
  players     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, join_day, category, registered, deposited)
);

CREATE TABLE player_cohorts_monthly (
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  join_month  date NOT NULL,
  category    text NOT NULL,
  registered  boolean NOT NULL,
  deposited   boolean NOT NULL,
  players     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, join_month, category, registered, deposited)
);

-- When an affiliate's figures last changed: the time of the newest ingest touching its players.
CREATE TABLE affiliate_ingest (
  member_id  integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  as_of      timestamptz NOT NULL
);
