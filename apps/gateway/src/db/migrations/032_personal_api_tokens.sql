-- Personal API tokens: an affiliate's own tools (aggregators, trackers) read reports and players with
-- them. Only a SHA-256 hash of the secret is kept (32 random bytes: a password hash would add nothing
-- but cost); the prefix shown in the list is the secret's first characters, enough to tell tokens apart.
CREATE TABLE personal_api_tokens (
  id            uuid PRIMARY KEY,
  member_id     integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  name          text NOT NULL,
  prefix        text NOT NULL,
  token_hash    bytea NOT NULL UNIQUE,
  scopes        text[] NOT NULL,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  last_used_at  timestamptz,
  revoked_at    timestamptz
);
CREATE INDEX personal_api_tokens_member_idx ON personal_api_tokens (member_id, created_at DESC) WHERE revoked_at IS NULL;
