-- The support team's answer to a contact ticket, kept with the ticket (the affiliate also gets it as a
-- notification and an email). One answer per ticket: answering again while it is open replaces it.
ALTER TABLE contact_tickets ADD COLUMN answer text;
ALTER TABLE contact_tickets ADD COLUMN answered_at timestamptz;
-- The operator's queue: tickets by status, newest first.
CREATE INDEX contact_tickets_status_created_idx ON contact_tickets (status, created_at DESC);
