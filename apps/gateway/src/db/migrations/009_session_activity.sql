-- The settings screen lists an affiliate's signed-in sessions with where they signed in from and when
-- they were last seen. last_seen_at moves on sign-in and on every token refresh (at most every 15
-- minutes per session: cheap, and enough for "last seen"); neither column is in the revocation
-- trigger of migration 004, so these updates notify nobody.
ALTER TABLE sessions ADD COLUMN ip text;
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
UPDATE sessions SET last_seen_at = created_at WHERE last_seen_at IS NULL;
ALTER TABLE sessions ALTER COLUMN last_seen_at SET DEFAULT now();
ALTER TABLE sessions ALTER COLUMN last_seen_at SET NOT NULL;
