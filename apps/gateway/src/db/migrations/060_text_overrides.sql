-- The operator's own wording of an affiliate-facing text in a language (issue 37): the program's name for a
-- market, a sentence the catalog's translation gets wrong. `scope` says whose catalog the key is in: the
-- portal's (the key is the English message, Lingui's msgid) or the gateway's (mails, notices, files: the
-- key is the text's name in apps/gateway/src/i18n/catalogs). English may be overridden too. The gateway
-- checks the key exists and the text fills in English's variables before storing it; who changed it is
-- here (as `operator:<email>` or `operator:<token fingerprint>`, like every operator edit) and each change
-- is in the audit trail.
CREATE TABLE text_overrides (
  scope       text NOT NULL CHECK (scope IN ('portal', 'gateway')),
  language    text NOT NULL CHECK (language IN ('en', 'pt-BR', 'es', 'de')),
  key         text NOT NULL CHECK (length(key) BETWEEN 1 AND 5000),
  text        text NOT NULL CHECK (length(text) BETWEEN 1 AND 5000),
  updated_at  timestamptz NOT NULL,
  updated_by  text NOT NULL,
  PRIMARY KEY (scope, language, key)
);
