-- Click identity for the affiliates' own trackers: every click gets an id the redirect hands to the
-- landing page (`click_id`), which the brand captures at registration and feeds back with the player;
-- and links take five sub-IDs (`sub1` … `sub5`; the existing `sub_id` column is sub1, and a link's
-- `sub` stays its alias). Earlier clicks have no id.
ALTER TABLE clicks ADD COLUMN click_id text;
ALTER TABLE clicks ADD COLUMN sub2 text;
ALTER TABLE clicks ADD COLUMN sub3 text;
ALTER TABLE clicks ADD COLUMN sub4 text;
ALTER TABLE clicks ADD COLUMN sub5 text;
CREATE UNIQUE INDEX clicks_click_id_key ON clicks (click_id) WHERE click_id IS NOT NULL;
