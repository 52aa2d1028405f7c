-- Applications to join the program (issue 38): a visitor applies on /auth/register, confirms their email with
-- a mailed code or link, and a manager approves (the affiliate is created from the row, with the password hash
-- the applicant chose), rejects with a reason, or asks a question answered through a mailed link. Rows are kept
-- after the decision: the console shows who decided what, and later applications are compared with them.
CREATE TABLE affiliate_applications (
  id                    integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  status                text NOT NULL DEFAULT 'unconfirmed'
                        CHECK (status IN ('unconfirmed', 'pending', 'awaiting_answer', 'approved', 'rejected')),
  kind                  text NOT NULL CHECK (kind IN ('individual', 'company')),
  company_name          text CHECK (company_name IS NULL OR length(company_name) BETWEEN 1 AND 200),
  first_name            text NOT NULL,
  last_name             text NOT NULL,
  email                 text NOT NULL,
  username              text NOT NULL,
  password_hash         text NOT NULL,
  country               character(2) NOT NULL,
  currency              character(3) NOT NULL,
  language              text NOT NULL,
  websites              text[] NOT NULL DEFAULT '{}',
  -- Each website's host, lower-cased and without "www.", to find other applications for the same site.
  website_hosts         text[] NOT NULL DEFAULT '{}',
  traffic_sources       text[] NOT NULL,
  traffic_description   text NOT NULL DEFAULT '',
  messenger             jsonb,
  heard_from            text NOT NULL DEFAULT '',
  -- The version of the terms accepted when applying (null while none was published), recorded as the
  -- affiliate's acceptance once approved.
  terms_version         integer REFERENCES program_terms (version),
  -- The sub-affiliate code of the invite link they came through, and whose it was.
  ref_code              text,
  referred_by           integer REFERENCES members (id) ON DELETE SET NULL,
  ip                    text NOT NULL,
  applied_at            timestamptz NOT NULL DEFAULT now(),
  -- The mailed code and the link's token, as SHA-256 hashes, until confirmed or expired.
  confirm_code_hash     text,
  confirm_token_hash    text,
  confirm_expires_at    timestamptz,
  confirm_attempts      integer NOT NULL DEFAULT 0,
  email_confirmed_at    timestamptz,
  decided_at            timestamptz,
  decided_by            text,
  reject_reason         text,
  member_id             integer REFERENCES members (id) ON DELETE SET NULL,
  deal                  text,
  CHECK ((status IN ('approved', 'rejected')) = (decided_at IS NOT NULL)),
  CHECK (status = 'unconfirmed' OR email_confirmed_at IS NOT NULL OR status = 'rejected')
);

-- The console's queue: one status, the oldest first.
CREATE INDEX affiliate_applications_queue ON affiliate_applications (status, applied_at, id);
CREATE INDEX affiliate_applications_email ON affiliate_applications (lower(email));
CREATE INDEX affiliate_applications_username ON affiliate_applications (lower(username));
CREATE UNIQUE INDEX affiliate_applications_confirm_token ON affiliate_applications (confirm_token_hash)
  WHERE confirm_token_hash IS NOT NULL;
-- Duplicates: the same email domain, address or website as another application or an affiliate.
CREATE INDEX affiliate_applications_email_domain ON affiliate_applications (lower(split_part(email, '@', 2)));
CREATE INDEX affiliate_applications_ip ON affiliate_applications (ip);
CREATE INDEX affiliate_applications_website_hosts ON affiliate_applications USING gin (website_hosts);
CREATE INDEX members_email_domain ON members (lower(split_part(email, '@', 2)));
CREATE INDEX sessions_ip ON sessions (ip) WHERE ip IS NOT NULL;

-- A manager's question and the applicant's answer, given through the mailed link (its token's hash, cleared
-- once answered so the link works once).
CREATE TABLE application_questions (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id  integer NOT NULL REFERENCES affiliate_applications (id) ON DELETE CASCADE,
  question        text NOT NULL CHECK (length(question) BETWEEN 1 AND 2000),
  asked_by        text NOT NULL,
  asked_at        timestamptz NOT NULL,
  token_hash      text,
  answer          text CHECK (answer IS NULL OR length(answer) BETWEEN 1 AND 5000),
  answered_at     timestamptz,
  CHECK ((answer IS NULL) = (answered_at IS NULL))
);
CREATE INDEX application_questions_application ON application_questions (application_id, asked_at);
CREATE UNIQUE INDEX application_questions_token ON application_questions (token_hash) WHERE token_hash IS NOT NULL;

-- Proof-of-work challenges already used for an application, until they expire: a solved challenge is good
-- for one application, on every gateway.
CREATE TABLE spent_challenges (
  signature   text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX spent_challenges_expiry ON spent_challenges (expires_at);
