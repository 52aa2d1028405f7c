-- One wrong-code window per account and per kind of code (modules/code-window).
--
-- The wrong-code counter used to be columns of member_totp, which only accounts with an authenticator
-- have: an affiliate without one could type wrong emailed codes without end, asking for a fresh code
-- every few tries. A row here exists for every account that has typed a code, authenticator or not.
--
-- subject: 'second-factor:<member id>' for every code that proves the affiliate (authenticator,
-- recovery and emailed codes of every purpose); 'password-reset:member:<id>' for forgot-password codes
-- of a known account, 'password-reset:email:<keyed hash>' for an address with no account (so it is
-- refused just as a known one would be, and the answer does not tell which it is).
CREATE TABLE wrong_code_windows (
  subject     text PRIMARY KEY,
  -- Codes tried since the window started (the one being checked included); a right code deletes the row.
  attempts    integer NOT NULL CHECK (attempts > 0),
  started_at  timestamptz NOT NULL
);

-- Expired windows hold nothing (the next try starts a new one); the forgot-password check removes them.
CREATE INDEX wrong_code_windows_started_idx ON wrong_code_windows (started_at);

-- The open windows of accounts with an authenticator carry over.
INSERT INTO wrong_code_windows (subject, attempts, started_at)
SELECT 'second-factor:' || member_id, failed_attempts, failures_since
FROM member_totp WHERE failed_attempts > 0 AND failures_since IS NOT NULL;

ALTER TABLE member_totp DROP COLUMN failed_attempts, DROP COLUMN failures_since;
