-- Two-factor authentication (TOTP). members.two_factor_enabled (migration 001) stays the one switch
-- sign-in reads; this table holds the authenticator behind it. No row: off. A row without confirmed_at:
-- set up, waiting for its first code. Confirmed: enabled or disabled, as members.two_factor_enabled says.
CREATE TABLE member_totp (
  member_id        integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  -- AES-256-GCM, `v1.<base64url(nonce | ciphertext | tag)>`, bound to the member (modules/totp/secret-box.ts).
  secret_sealed    text NOT NULL,
  confirmed_at     timestamptz,
  -- The last accepted RFC 6238 time step: a code of this step or an earlier one is a replay.
  last_used_step   integer,
  -- Wrong codes in the current window (sign-in and the two-factor endpoints together).
  failed_attempts  integer NOT NULL DEFAULT 0,
  failures_since   timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Single-use recovery codes, stored as a keyed hash (modules/totp/recovery-codes.ts).
CREATE TABLE totp_recovery_codes (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  used_at     timestamptz
);
CREATE UNIQUE INDEX totp_recovery_codes_member_hash_key ON totp_recovery_codes (member_id, code_hash);
