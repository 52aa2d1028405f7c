-- The program's terms (issue 38): numbered versions an admin publishes, each in force from its date (UTC)
-- until a later one's date comes. The Markdown is kept as written and rendered once, at publishing, so every
-- reader gets the same HTML and no screen carries a Markdown parser. Versions are never edited or removed.
CREATE TABLE program_terms (
  version         integer PRIMARY KEY CHECK (version >= 1),
  body            text NOT NULL CHECK (length(body) BETWEEN 1 AND 100000),
  body_html       text NOT NULL,
  effective_from  date NOT NULL,
  published_at    timestamptz NOT NULL,
  published_by    text NOT NULL
);

-- The version in force: the latest date not after today, the highest version among equals.
CREATE INDEX program_terms_effective ON program_terms (effective_from DESC, version DESC);

-- An affiliate's acceptance of a version: once per version (accepting again keeps the first), with the time
-- and the address it came from, as the console lists who accepted which.
CREATE TABLE terms_acceptances (
  member_id    integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  version      integer NOT NULL REFERENCES program_terms (version),
  accepted_at  timestamptz NOT NULL,
  ip           text NOT NULL,
  PRIMARY KEY (member_id, version)
);

-- The console's list of one version's acceptances, the latest first.
CREATE INDEX terms_acceptances_by_version ON terms_acceptances (version, accepted_at DESC, member_id);
