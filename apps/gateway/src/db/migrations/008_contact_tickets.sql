-- Contact us: each message an affiliate sends to the support team. The row is the record the support
-- team answers from (the mail is a copy); the rows of the last hour also drive the per-account limit.
CREATE TABLE contact_tickets (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id   integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  subject     text NOT NULL,
  category    text NOT NULL CHECK (category IN ('general', 'payments', 'technical', 'marketing', 'account')),
  message     text NOT NULL,
  status      text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_tickets_member_created_idx ON contact_tickets (member_id, created_at);
