-- Several brands in one program (issue 35). Until now every player, code, banner and figure belonged to
-- one unnamed brand; that brand becomes the first row of `brands` and everything that was its gets its
-- code, so nothing is lost and no figure moves. The first brand's landing page stays the deployment's
-- LANDING_URL (landing_url null); every later brand names its own.
CREATE TABLE brands (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9-]{2,32}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  landing_url text CHECK (length(landing_url) BETWEEN 1 AND 1024),
  logo_url text CHECK (length(logo_url) BETWEEN 1 AND 1024),
  open_to_affiliates boolean NOT NULL DEFAULT true,
  is_first boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT brands_landing_named CHECK (landing_url IS NOT NULL OR is_first)
);
CREATE UNIQUE INDEX brands_one_first_key ON brands (is_first) WHERE is_first;

-- The first brand: named by the `brand` setting where the program has one, its code the name in
-- lower-case words joined by hyphens ('Goldline Partners' -> 'goldline-partners'), its currency the one
-- most affiliates are paid in (EUR on an empty database).
INSERT INTO brands (code, name, currency, is_first)
SELECT coalesce(nullif(left(trim(BOTH '-' FROM regexp_replace(lower(s.name), '[^a-z0-9]+', '-', 'g')), 32), ''), 'main'),
       left(s.name, 80),
       coalesce((SELECT currency FROM members GROUP BY currency ORDER BY count(*) DESC, currency LIMIT 1), 'EUR'),
       true
FROM (SELECT coalesce(nullif(trim((SELECT value ->> 'name' FROM settings WHERE code = 'brand')), ''), 'Main brand') AS name) s;

-- Referral codes, players and banners belong to a brand. A column added with a constant default is
-- written into the catalogue, not into every row (no rewrite of players at ten million rows); the
-- default is dropped afterwards so that every new row names its brand. ON UPDATE CASCADE lets the demo
-- seed give the first brand of an empty database its demo code.
DO $$
DECLARE
  first_brand text := (SELECT code FROM brands WHERE is_first);
BEGIN
  EXECUTE format('ALTER TABLE referral_codes ADD COLUMN brand text NOT NULL DEFAULT %L', first_brand);
  EXECUTE format('ALTER TABLE players ADD COLUMN brand text NOT NULL DEFAULT %L', first_brand);
  EXECUTE format('ALTER TABLE banners ADD COLUMN brand text NOT NULL DEFAULT %L', first_brand);
END $$;
ALTER TABLE referral_codes ALTER COLUMN brand DROP DEFAULT,
  ADD CONSTRAINT referral_codes_brand_fkey FOREIGN KEY (brand) REFERENCES brands (code) ON UPDATE CASCADE;
ALTER TABLE players ALTER COLUMN brand DROP DEFAULT,
  ADD CONSTRAINT players_brand_fkey FOREIGN KEY (brand) REFERENCES brands (code) ON UPDATE CASCADE;
ALTER TABLE banners ALTER COLUMN brand DROP DEFAULT,
  ADD CONSTRAINT banners_brand_fkey FOREIGN KEY (brand) REFERENCES brands (code) ON UPDATE CASCADE;
CREATE INDEX referral_codes_brand_idx ON referral_codes (brand);
CREATE INDEX banners_brand_idx ON banners (brand, id) WHERE enabled;

-- Daily reference rates per currency pair, as the operator keeps them (console, CLI, a central bank's CSV).
-- A day without its own rate uses the latest earlier one: the primary key serves that lookup backwards.
CREATE TABLE fx_rates (
  from_currency char(3) NOT NULL CHECK (from_currency ~ '^[A-Z]{3}$'),
  to_currency char(3) NOT NULL CHECK (to_currency ~ '^[A-Z]{3}$'),
  day date NOT NULL,
  rate numeric(20, 10) NOT NULL CHECK (rate > 0),
  source text NOT NULL CHECK (length(source) BETWEEN 1 AND 40),
  set_by text NOT NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (from_currency, to_currency, day),
  CHECK (from_currency <> to_currency)
);

-- Activity is stored in the currency it arrived in (the brand's); every figure is in the affiliate's
-- currency, each day's amounts converted at that day's rate. The row keeps the rate it was converted at
-- and the day that rate was set for (null when the two currencies are the same and the rate is 1), so a
-- rate set later for that day moves the figures by exactly the difference, and the statement can name
-- every rate it used.
ALTER TABLE player_activity
  ADD COLUMN rate numeric(20, 10) NOT NULL DEFAULT 1 CHECK (rate > 0),
  ADD COLUMN rate_day date;
