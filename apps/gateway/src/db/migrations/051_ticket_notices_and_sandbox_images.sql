-- An answer from support is a notification that leads to its ticket's conversation on the Contact us
-- screen, so the notification names the ticket (null for every other notification). The partial index
-- serves the foreign key when a ticket goes (with its affiliate), without growing with the other notices.
ALTER TABLE notifications
  ADD COLUMN ticket_id integer REFERENCES contact_tickets(id) ON DELETE CASCADE;
CREATE INDEX notifications_ticket_idx ON notifications (ticket_id) WHERE ticket_id IS NOT NULL;

-- The sandbox identity provider keeps the picture the applicant submitted, as a real provider keeps a
-- scan's images, so a reviewer in the console sees the document beside the verdict. One per scan, one of
-- the four image types the sandbox page takes, at most 5 MiB (id-image.ts), served only to operators.
CREATE TABLE kyc_sandbox_images (
  transaction_reference text PRIMARY KEY REFERENCES kyc_sandbox_scans(transaction_reference) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/gif', 'image/webp')),
  image bytea NOT NULL CHECK (octet_length(image) BETWEEN 1 AND 5242880),
  created_at timestamp with time zone NOT NULL
);
