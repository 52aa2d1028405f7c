-- An answer from support is a notification that leads to its ticket's conversation on the Contact us
-- screen, so the notification names the ticket (null for every other notification). The partial index
-- serves the foreign key when a ticket goes (with its affiliate), without growing with the other notices.
ALTER TABLE notifications
  ADD COLUMN ticket_id integer REFERENCES contact_tickets(id) ON DELETE CASCADE;
CREATE INDEX notifications_ticket_idx ON notifications (ticket_id) WHERE ticket_id IS NOT NULL;
