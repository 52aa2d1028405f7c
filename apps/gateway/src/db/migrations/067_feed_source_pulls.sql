-- Issue 39, scheduled pulls: a pull under way holds its source (`pulling_since`), so the schedule's loop
-- on another gateway and an operator's "Pull now" never fetch the same source twice at once. A pull
-- that outlives its lease (its gateway died mid-pull) may be taken again once the lease is over.
ALTER TABLE feed_sources ADD COLUMN pulling_since timestamptz;

-- An SFTP server's host key as `ssh-keygen -l` prints its fingerprint (SHA256:…): when set, a server
-- answering with another key is refused before any credential is sent.
ALTER TABLE feed_sources ADD COLUMN sftp_host_key text CHECK (sftp_host_key ~ '^SHA256:[A-Za-z0-9+/]{43}$');
