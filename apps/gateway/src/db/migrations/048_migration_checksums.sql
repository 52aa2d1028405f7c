-- Each applied migration's SHA-256 (src/db/migration-checksums.ts), so that a migration edited after a
-- database applied it stops the gateway instead of leaving that database unlike a new one. The runner
-- fills it: for the migrations it applies, and once, from the files as they are, for those a database
-- applied before this column was there.
ALTER TABLE schema_migrations ADD COLUMN checksum text;
