-- The Audit screen pages the audit trail newest first by keyset on (at, id), under a filter on the
-- operator, the action (event) or the affiliate, or none. Each index ends in (at DESC, id DESC), so a
-- page of any filter, however deep, is one index range read that stops at the page's size, with no sort.
DROP INDEX audit_events_at_idx;
CREATE INDEX audit_events_at_idx ON audit_events (at DESC, id DESC);
DROP INDEX audit_events_operator_at_idx;
CREATE INDEX audit_events_operator_at_idx ON audit_events (operator_id, at DESC, id DESC) WHERE operator_id IS NOT NULL;
DROP INDEX audit_events_event_at_idx;
CREATE INDEX audit_events_event_at_idx ON audit_events (event, at DESC, id DESC);
DROP INDEX audit_events_member_at_idx;
CREATE INDEX audit_events_member_at_idx ON audit_events (member_id, at DESC, id DESC);
