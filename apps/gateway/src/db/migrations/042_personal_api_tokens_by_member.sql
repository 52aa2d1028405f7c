-- The console lists an affiliate's personal API tokens revoked ones included (support reads when a token
-- was revoked), which the partial index of unrevoked tokens cannot find: one index of all of a member's
-- tokens serves both that list and the affiliate's own (few rows per member, the revoked ones filtered),
-- and a member's deletion, whose cascade scanned the table without it.
DROP INDEX personal_api_tokens_member_idx;
CREATE INDEX personal_api_tokens_member_idx ON personal_api_tokens (member_id, created_at DESC);
