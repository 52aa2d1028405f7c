-- The operator console's Identity reviews and Tickets screens.

-- Every decision an operator takes on an identity waiting for manual review, kept as a log: the
-- affiliate's verification row only holds the latest state (and a provider's later approval clears
-- the refusal's note), so the decided reviews are listed from here.
CREATE TABLE kyc_review_decisions (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  -- The latest attempt when the decision was taken: the one whose result the operator read.
  attempt_id     integer REFERENCES kyc_attempts (id) ON DELETE SET NULL,
  decision       text NOT NULL CHECK (decision IN ('approved', 'refused')),
  reason         text,
  -- Who decided, as `operator:<email>` or `operator:<token fingerprint>` (like member_verifications.reviewed_by).
  decided_by     text NOT NULL,
  waiting_since  timestamptz NOT NULL,
  decided_at     timestamptz NOT NULL,
  CHECK ((decision = 'refused') = (reason IS NOT NULL))
);
-- The decided reviews of one kind, newest decision first.
CREATE INDEX kyc_review_decisions_decided_idx ON kyc_review_decisions (decision, decided_at DESC, id DESC);

-- The decisions taken before this log: a refusal still has its note; an approval by review is the one
-- whose verification time is its review time (a provider's later approval keeps the old reviewer).
INSERT INTO kyc_review_decisions (member_id, attempt_id, decision, reason, decided_by, waiting_since, decided_at)
SELECT v.member_id,
       (SELECT a.id FROM kyc_attempts a WHERE a.member_id = v.member_id AND a.created_at <= v.reviewed_at ORDER BY a.created_at DESC, a.id DESC LIMIT 1),
       CASE WHEN v.review_note IS NOT NULL THEN 'refused' ELSE 'approved' END,
       v.review_note, v.reviewed_by, v.reviewed_at, v.reviewed_at
FROM member_verifications v
WHERE v.reviewed_at IS NOT NULL AND v.reviewed_by IS NOT NULL
  AND (v.review_note IS NOT NULL OR (v.verified AND v.verified_at = v.reviewed_at));

-- A ticket's thread after the affiliate's message (which stays on contact_tickets): every answer, and
-- each closing and reopening, with who did it. Answering again no longer replaces the earlier answer;
-- contact_tickets.answer and answered_at keep the latest one for the queue.
CREATE TABLE contact_ticket_events (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ticket_id  integer NOT NULL REFERENCES contact_tickets (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('answer', 'closed', 'reopened')),
  body       text,
  -- `operator:<email>` or `operator:<token fingerprint>`; null for the answers given before the thread was kept.
  done_by    text,
  at         timestamptz NOT NULL,
  CHECK ((kind = 'answer') = (body IS NOT NULL))
);
CREATE INDEX contact_ticket_events_ticket_idx ON contact_ticket_events (ticket_id, id);

-- The answers given so far; a closed ticket was closed by its answer.
INSERT INTO contact_ticket_events (ticket_id, kind, body, at)
SELECT id, 'answer', answer, answered_at FROM contact_tickets WHERE answer IS NOT NULL AND answered_at IS NOT NULL ORDER BY id;
INSERT INTO contact_ticket_events (ticket_id, kind, at)
SELECT id, 'closed', coalesce(answered_at, created_at) FROM contact_tickets WHERE status = 'closed' ORDER BY id;
