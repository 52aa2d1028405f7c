-- The operator console's Affiliates screens: suspension, and the indexes of the affiliate search.

-- A suspension is `enabled = false` (the switch sign-in, refresh and every affiliate request already
-- read, and whose change migration 004 announces to every gateway) plus when, why and by whom. A
-- suspended affiliate is never enabled; an account disabled by hand before suspensions were recorded
-- stays disabled without them, and reactivating it works the same.
ALTER TABLE members ADD COLUMN suspended_at timestamptz;
ALTER TABLE members ADD COLUMN suspended_reason text;
ALTER TABLE members ADD COLUMN suspended_by text;
ALTER TABLE members ADD CONSTRAINT members_suspended_is_disabled CHECK (suspended_at IS NULL OR NOT enabled);

-- The search matches the start of a username, email, first name, "first last" name, last name or
-- referral code, case-insensitively, and pages by username. Each index is in the "C" collation: a
-- LIKE 'abc%' uses it as a range whatever the database's own collation (as text_pattern_ops would), and
-- its byte order is the order of the pages, the same on every server. Substring search (pg_trgm) was
-- left out: a back office searches by how a name begins, and the extension would have to be loaded in
-- the embedded database and granted on every server.
CREATE INDEX members_username_search_idx ON members ((lower(username) COLLATE "C"));
CREATE INDEX members_email_search_idx ON members ((lower(email) COLLATE "C"));
CREATE INDEX members_full_name_search_idx ON members ((lower(first_name || ' ' || last_name) COLLATE "C"));
CREATE INDEX members_last_name_search_idx ON members ((lower(last_name) COLLATE "C"));
CREATE INDEX referral_codes_code_search_idx ON referral_codes ((lower(code) COLLATE "C"));
-- The suspended few, listed alone by their filter.
CREATE INDEX members_suspended_idx ON members ((lower(username) COLLATE "C")) WHERE NOT enabled;
