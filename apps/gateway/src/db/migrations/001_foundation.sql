-- Foundation: affiliates, their sessions, settings, notifications, one-time codes, mail and audit.

CREATE TABLE members (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username         text NOT NULL,
  email            text NOT NULL,
  password_hash    text NOT NULL,
  first_name       text NOT NULL,
  last_name        text NOT NULL,
  country          char(2) NOT NULL,
  currency         char(3) NOT NULL DEFAULT 'EUR',
  enabled          boolean NOT NULL DEFAULT true,
  preferences      jsonb NOT NULL DEFAULT '{}'::jsonb,
  two_factor_enabled boolean NOT NULL DEFAULT false,
  last_login_at    timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
-- Sign-in accepts either name in any case: both are unique case-insensitively.
CREATE UNIQUE INDEX members_username_lower_key ON members (lower(username));
CREATE UNIQUE INDEX members_email_lower_key ON members (lower(email));

-- A session is one sign-in: the family of refresh tokens rotated from it. Revoking it ends them all.
CREATE TABLE sessions (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  revoked_at     timestamptz,
  revoke_reason  text,
  user_agent     text
);
CREATE INDEX sessions_member_active_idx ON sessions (member_id) WHERE revoked_at IS NULL;

-- Only the SHA-256 of a refresh token is stored: a database leak does not leak usable tokens.
CREATE TABLE refresh_tokens (
  token_hash  text PRIMARY KEY,
  session_id  uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

CREATE TABLE products (
  id    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code  text NOT NULL UNIQUE,
  name  text NOT NULL,
  url   text NOT NULL
);

CREATE TABLE member_products (
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, product_id)
);

CREATE TABLE settings (
  code        text PRIMARY KEY,
  value       jsonb NOT NULL,
  is_public   boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notifications (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind        text NOT NULL,
  title       text NOT NULL,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  read_at     timestamptz
);
CREATE INDEX notifications_member_created_idx ON notifications (member_id, created_at DESC, id DESC);
CREATE INDEX notifications_member_unread_idx ON notifications (member_id) WHERE read_at IS NULL;

-- Emailed 6-digit codes, stored as an HMAC (a plain hash of 6 digits is reversed in a millisecond).
CREATE TABLE one_time_codes (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  purpose     text NOT NULL,
  code_hash   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  attempts    integer NOT NULL DEFAULT 0
);
CREATE INDEX one_time_codes_member_purpose_idx ON one_time_codes (member_id, purpose) WHERE used_at IS NULL;

CREATE TABLE mail_outbox (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient   text NOT NULL,
  subject     text NOT NULL,
  text        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(recipient), id DESC);

CREATE TABLE audit_events (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at         timestamptz NOT NULL DEFAULT now(),
  member_id  integer REFERENCES members (id) ON DELETE SET NULL,
  event      text NOT NULL,
  ip_hash    text,
  detail     jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX audit_events_member_at_idx ON audit_events (member_id, at DESC);
CREATE INDEX audit_events_event_at_idx ON audit_events (event, at DESC);
