-- The activity ingest's cost per row (issue 21): room on each page for the new version of a row, so a
-- resent day and a player's month are updated in place of the old version (a HOT update, no new index
-- entry) when their page has space. Only pages written from now on keep it; the rows a batch updates are
-- mostly recent ones.
--
-- Their foreign keys to players stay, although they cost about half of the player_activity upsert for
-- new days (one lookup and KEY SHARE lock of the player per inserted row): these rows are what
-- commissions are calculated from, and their integrity is kept by the schema, not by the ingest's code.
ALTER TABLE player_activity SET (fillfactor = 90);
ALTER TABLE player_monthly SET (fillfactor = 80);
