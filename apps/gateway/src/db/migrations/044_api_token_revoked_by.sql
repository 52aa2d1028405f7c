-- Support can revoke an affiliate's personal API token from the console (a leaked token, a tool gone
-- wrong). Who revoked it and why stay with the token: the console shows them, and the affiliate, whose
-- list no longer shows the token, is told them. Both stay null when the affiliate revoked it.
ALTER TABLE personal_api_tokens
  ADD COLUMN revoked_by text,
  ADD COLUMN revoked_reason text,
  ADD CONSTRAINT personal_api_tokens_revoked_by_revoked CHECK (revoked_by IS NULL OR revoked_at IS NOT NULL),
  ADD CONSTRAINT personal_api_tokens_reason_with_operator CHECK ((revoked_by IS NULL) = (revoked_reason IS NULL));
