-- An admin resets another operator's sign-in (a lost phone, a password that may have leaked): every
-- console session of theirs ends, their password stops working, and a single-use link like an
-- invitation's sets a new password and enrols a new authenticator on the same account (its id, role and
-- audit history stay). The link's row names the account it resets; an invitation's names none.
ALTER TABLE operator_invitations ADD COLUMN resets_operator integer REFERENCES operators (id) ON DELETE CASCADE;
