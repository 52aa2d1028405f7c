-- Marketing tools: the banner catalogue and its creatives, the affiliates' saved banners, and the
-- clicks of the tracking redirect with their rollups.

-- The brand's catalogue. `sizes` is the specification's comma-separated string, kept in step with
-- the banner's creatives (one per size) by the catalogue service.
CREATE TABLE banners (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name        text NOT NULL,
  type        text NOT NULL CHECK (type IN ('image', 'animated', 'text')),
  language    char(2) NOT NULL,
  sizes       text NOT NULL,
  -- Retired banners are no longer offered; saved banners and published snippets keep working.
  enabled     boolean NOT NULL DEFAULT true,
  -- The demo catalogue's own key (`welcome-image-en`), so a re-seed finds its banners instead of
  -- adding them again; null for the operator's banners.
  demo_key    text UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banners_offered_idx ON banners (type, language, id) WHERE enabled;

-- One creative per banner and size: the file itself (a few KB of SVG, a text link's headline).
CREATE TABLE banner_creatives (
  banner_id     integer NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  size          text NOT NULL,
  content_type  text NOT NULL,
  body          bytea NOT NULL,
  -- SHA-256 of the body, hex: the ETag, so a replaced creative is fetched again.
  sha256        text NOT NULL,
  PRIMARY KEY (banner_id, size)
);

-- An affiliate's saved (archived) banner: a catalogue banner at one size, tied to a campaign, a website
-- and one of the affiliate's codes. Deleting hides it from the archive (deleted_at); its published link
-- keeps counting clicks, which still belong to the affiliate.
CREATE TABLE saved_banners (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  banner_id      integer NOT NULL REFERENCES banners (id),
  referral_code  text NOT NULL,
  campaign_name  text NOT NULL,
  website        text NOT NULL,
  size           text NOT NULL,
  clicks         bigint NOT NULL DEFAULT 0,
  created_at     timestamptz NOT NULL DEFAULT now(),
  deleted_at     timestamptz,
  -- The saved size is one of the banner's creatives, so its snippet always has an image to show.
  FOREIGN KEY (banner_id, size) REFERENCES banner_creatives (banner_id, size)
);
CREATE INDEX saved_banners_member_idx ON saved_banners (member_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- Clicks through a code's links, bots not counted: the referral codes section shows them.
ALTER TABLE referral_codes ADD COLUMN clicks bigint NOT NULL DEFAULT 0;

-- Every click of a known code, bots included (flagged). The IP is kept only as a hash salted with a
-- salt of the day (click_salts), deleted once the next day is over, so a hash cannot be traced back to
-- an address afterwards. saved_banner_id is the link's banner as the link gave it: only the owner's
-- saved banner counts it (see the recorder), so it carries no foreign key. Nor does member_id: the
-- recorder stores only clicks of existing affiliates (in the same statement), affiliates are never
-- deleted, and the per-row check (a share lock on the affiliate's row for every click) was a third of
-- the cost of storing a batch.
CREATE TABLE clicks (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at               timestamptz NOT NULL,
  member_id        integer NOT NULL,
  referral_code    text NOT NULL,
  saved_banner_id  bigint,
  campaign         text,
  sub_id           text,
  ip_hash          text NOT NULL,
  user_agent       text,
  referrer         text,
  is_bot           boolean NOT NULL
);
CREATE INDEX clicks_member_at_idx ON clicks (member_id, at DESC);

CREATE TABLE click_salts (
  day   date PRIMARY KEY,
  salt  bytea NOT NULL
);

-- Human clicks per affiliate and day / ISO week / calendar month: the dashboard's clicks figure and
-- series read these (never the clicks table), updated in the transaction that stores the clicks. Apart
-- from affiliate_daily and its copies so that an ingest batch's row locks never hold up a redirect.
CREATE TABLE affiliate_clicks_daily (
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day        date NOT NULL,
  clicks     bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, day)
) WITH (fillfactor = 70);

CREATE TABLE affiliate_clicks_weekly (
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  week_start  date NOT NULL CHECK (extract(isodow FROM week_start) = 1),
  clicks      bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, week_start)
) WITH (fillfactor = 70);

CREATE TABLE affiliate_clicks_monthly (
  member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  month      date NOT NULL CHECK (extract(day FROM month) = 1),
  clicks     bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, month)
) WITH (fillfactor = 70);
