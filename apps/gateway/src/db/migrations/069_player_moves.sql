-- Issue 39: a player moves to another affiliate, or is deleted or marked a duplicate, only by an explicit
-- action, and its figures follow by day. Closed months stay as they were paid: a player counts for the
-- affiliate it had on each day, so a move (or a removal) takes effect from its day on, the day of the
-- action (UTC), which always falls in the running month.

-- Who a moved player counted for before: each row is an affiliate the player had, with the source
-- (code, click's sub-IDs, banner, campaign, country) it counted under, up to (not including) `until_day`.
-- The affiliate of a player on day d is the row with the smallest `until_day` after d (ties: the first
-- written), else `players.member_id`. Activity restating an old day counts there, never for the new one.
CREATE TABLE player_affiliations (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id       bigint NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  member_id       integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  until_day       date NOT NULL,
  referral_code   text NOT NULL,
  sub1            text NOT NULL,
  sub2            text NOT NULL,
  sub3            text NOT NULL,
  sub4            text NOT NULL,
  sub5            text NOT NULL,
  saved_banner_id bigint NOT NULL,
  campaign        text NOT NULL,
  country         text NOT NULL
);
CREATE INDEX player_affiliations_player_idx ON player_affiliations (player_id, until_day, id);

-- `counts_from`: the first day the player counts for its affiliate (set by a move; null: from the start),
-- which spares the activity feed a look-up for every other player. A deleted or duplicate player stays
-- stored with its activity but counts for nobody from `removed_on`.
ALTER TABLE players
  ADD COLUMN counts_from date,
  ADD COLUMN removed text CHECK (removed IN ('deleted', 'duplicate')),
  ADD COLUMN removed_on date,
  ADD COLUMN duplicate_of bigint REFERENCES players (id),
  ADD CONSTRAINT players_removed_on CHECK ((removed IS NULL) = (removed_on IS NULL));
