-- The keyed hash of the address an invitation was accepted from (audit.ts `hashIp`): the same browser
-- opening the used link again right after accepting (a reload, the back button) is told it no longer
-- works without the audit trail recording a refusal, which would read as someone else trying the link.
ALTER TABLE operator_invitations ADD COLUMN accepted_ip_hash text;
