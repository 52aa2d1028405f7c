-- Which refresh token each one was rotated from. The reuse leeway (modules/auth/service.ts) grants a
-- second pair from a just-rotated token only while none of the tokens rotated from it has been used in
-- turn: a token older than the family's last rotation is never honoured again.
ALTER TABLE refresh_tokens ADD COLUMN rotated_from text;
CREATE INDEX refresh_tokens_rotated_from_idx ON refresh_tokens (rotated_from) WHERE rotated_from IS NOT NULL;
