-- Money in the currency it arrived in (issue 35). A rate set later for a pair re-converts the activity
-- days it applies to: the converted rows of one currency from a day on. Only converted rows (rate_day
-- set) are indexed, so a program with one currency carries no index weight for it.
CREATE INDEX player_activity_converted_idx ON player_activity (currency, day) WHERE rate_day IS NOT NULL;
