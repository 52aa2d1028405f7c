-- With SMTP_URL set every mail is written here first and sent after commit; a failed send is retried
-- by the gateway with backoff instead of being lost. next_attempt_at is when a pending mail is due
-- (NULL: nothing to retry: sent, given up, or kept here without SMTP for the operator to read).
ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
ALTER TABLE mail_outbox ADD COLUMN last_error text;
ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz;
-- The retry loop's look-up: only pending mails, so the index stays small however large the outbox grows.
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL;
