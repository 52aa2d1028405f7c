-- A click's country: the ISO 3166-1 code of the visitor's address, looked up in memory by the redirect
-- (modules/tracking/click-country.ts), or null when it is not known (an address off the public
-- internet, or one the country database does not place). Only the code is kept, never the address.
-- The click flush adds each human click to the reports' rollups under its country, as the ingest adds
-- a player under the player's (migration 030): a country's row holds its clicks and its players alike,
-- and '' (shown "Not known") now holds only the clicks whose country is not known.
-- Nullable without a default: no rewrite of the table. NOT VALID: the rows there have no country to
-- check, so nothing is scanned; every row written from now on is checked.
ALTER TABLE clicks ADD COLUMN country text;
ALTER TABLE clicks ADD CONSTRAINT clicks_country_check CHECK (country ~ '^[A-Z]{2}$') NOT VALID;
