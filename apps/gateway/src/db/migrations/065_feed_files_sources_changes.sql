-- Issue 39: data in the way brands have it (CSV files, scheduled pulls), how fresh each brand's feeds
-- are, and the log of every change that moves players or money away from an affiliate.

-- Where a feed's data is pulled from on a schedule: an HTTPS address (a bearer token or basic auth) or
-- an SFTP path (a private key, or a password), with `{from}` and `{to}` filled with the pull's window
-- (half-open, UTC). The secret (token, password or key) is sealed like the postback secrets, bound to
-- the source's id. A schedule is every N minutes or daily at a UTC time.
CREATE TABLE feed_sources (
  id                   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  brand                text NOT NULL REFERENCES brands (code),
  feed                 text NOT NULL CHECK (feed IN ('players', 'activity')),
  kind                 text NOT NULL CHECK (kind IN ('https', 'sftp')),
  -- https: the full address; sftp: sftp://user@host:port/path
  address              text NOT NULL CHECK (length(address) BETWEEN 1 AND 2000),
  auth                 text NOT NULL CHECK (auth IN ('none', 'bearer', 'basic', 'key', 'password')),
  username             text,
  secret_sealed        text,
  every_minutes        integer CHECK (every_minutes BETWEEN 5 AND 10080),
  -- HH:MM, UTC
  daily_at             text CHECK (daily_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  -- The window each pull asks for: the last `window_days` days up to the pull's start.
  window_days          integer NOT NULL DEFAULT 1 CHECK (window_days BETWEEN 1 AND 62),
  -- After this many failed pulls in a row the operators are told.
  notify_after         integer NOT NULL DEFAULT 3 CHECK (notify_after BETWEEN 1 AND 100),
  enabled              boolean NOT NULL DEFAULT true,
  next_pull_at         timestamptz,
  failures_in_row      integer NOT NULL DEFAULT 0,
  last_error           text,
  last_pulled_at       timestamptz,
  created_by           text NOT NULL,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL,
  CONSTRAINT feed_sources_schedule CHECK ((every_minutes IS NULL) <> (daily_at IS NULL))
);
CREATE INDEX feed_sources_due_idx ON feed_sources (next_pull_at) WHERE enabled;

-- Every file taken in (from the console, the CLI, the API or a pull): who, when, its SHA-256, rows,
-- result and the rows refused (line, column, message; the first few hundred). The same file (feed and
-- SHA-256) stored again is recognised and changes nothing: its answer names the upload that stored it.
CREATE TABLE feed_uploads (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  feed            text NOT NULL CHECK (feed IN ('players', 'activity')),
  via             text NOT NULL CHECK (via IN ('console', 'cli', 'api', 'pull')),
  feed_source_id  bigint REFERENCES feed_sources (id) ON DELETE SET NULL,
  uploaded_by     text NOT NULL,
  file_name       text,
  sha256          character(64),
  bytes           bigint NOT NULL DEFAULT 0,
  rows            integer NOT NULL DEFAULT 0,
  stored_rows     integer NOT NULL DEFAULT 0,
  refused_rows    integer NOT NULL DEFAULT 0,
  store_good_rows boolean NOT NULL DEFAULT false,
  -- running: being read; stored: every row; stored_good_rows: the good rows, the bad left out;
  -- refused: bad rows and nothing written; duplicate: the same file was stored before (`duplicate_of`);
  -- failed: could not be read or fetched (`error`).
  result          text NOT NULL CHECK (result IN ('running', 'stored', 'stored_good_rows', 'refused', 'duplicate', 'failed')),
  duplicate_of    bigint REFERENCES feed_uploads (id),
  errors          jsonb NOT NULL DEFAULT '[]',
  error           text,
  started_at      timestamptz NOT NULL,
  finished_at     timestamptz
);
CREATE INDEX feed_uploads_recent_idx ON feed_uploads (started_at DESC, id DESC);
CREATE INDEX feed_uploads_sha_idx ON feed_uploads (feed, sha256) WHERE result IN ('stored', 'stored_good_rows');
CREATE INDEX feed_uploads_source_idx ON feed_uploads (feed_source_id, started_at DESC) WHERE feed_source_id IS NOT NULL;

-- How fresh each brand's feeds are: the newest time their data covers (activity: the end of the newest
-- day received), when data last came, and how often it is expected (a pull's schedule), past which the
-- feed is late.
CREATE TABLE feed_freshness (
  brand                  text NOT NULL REFERENCES brands (code),
  feed                   text NOT NULL CHECK (feed IN ('players', 'activity')),
  data_through           timestamptz,
  received_at            timestamptz,
  expected_every_minutes integer CHECK (expected_every_minutes > 0),
  PRIMARY KEY (brand, feed)
);

-- Every change that moves players or money away from an affiliate, kept for the affiliate concerned
-- (a move writes one entry for each side; the other affiliate is never named to either): when, by
-- what (a feed, a file, a pull, an operator, a deal edit) and why. `details` holds the figures of the
-- change (a restated day's amounts before and after, a reversed CPA's amount, a deal's terms).
CREATE TABLE player_changes (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind           text NOT NULL CHECK (kind IN ('player_moved_out', 'player_moved_in', 'player_deleted',
                   'player_duplicate', 'activity_restated', 'cpa_reversed', 'deal_changed')),
  player_id      bigint REFERENCES players (id) ON DELETE SET NULL,
  customer_id    bigint,
  brand          text REFERENCES brands (code),
  day            date,
  amount         numeric(18,2),
  currency       character(3),
  details        jsonb NOT NULL DEFAULT '{}',
  by_kind        text NOT NULL CHECK (by_kind IN ('feed', 'file', 'pull', 'operator', 'close')),
  upload_id      bigint REFERENCES feed_uploads (id) ON DELETE SET NULL,
  by_operator    text,
  reason         text CHECK (length(reason) <= 500),
  happened_at    timestamptz NOT NULL
);
CREATE INDEX player_changes_member_idx ON player_changes (member_id, happened_at DESC, id DESC);
CREATE INDEX player_changes_player_idx ON player_changes (player_id, happened_at DESC) WHERE player_id IS NOT NULL;
