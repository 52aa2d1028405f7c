-- Issue 39, scheduled pulls: a pull under way holds its source (`pulling_since`), so the schedule's loop
-- on another gateway and an operator's "Pull now" never fetch the same source twice at once. A pull
-- that outlives its lease (its gateway died mid-pull) may be taken again once the lease is over.
ALTER TABLE feed_sources ADD COLUMN pulling_since timestamptz;
