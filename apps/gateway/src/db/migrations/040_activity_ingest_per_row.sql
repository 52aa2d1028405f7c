-- The activity ingest's cost per row (issue 21).
--
-- player_activity and player_monthly are written only by the activity ingest, which takes each
-- player_id from players in the same transaction, under the FOR UPDATE lock of the player's row, and
-- players are never deleted. Their foreign keys checked that again with one lookup and KEY SHARE lock
-- of the player per inserted row: about half of the player_activity upsert's time in a batch of new
-- days. The ingest's lookup is the check now.
ALTER TABLE player_activity DROP CONSTRAINT player_activity_player_id_fkey;
ALTER TABLE player_monthly DROP CONSTRAINT player_monthly_player_id_fkey;

-- Room on each page for the new version of a row: a resent day and a player's month are updated in
-- place of the old version (a HOT update, no new index entry) when their page has space. Only pages
-- written from now on keep it; the rows a batch updates are mostly recent ones.
ALTER TABLE player_activity SET (fillfactor = 90);
ALTER TABLE player_monthly SET (fillfactor = 80);
