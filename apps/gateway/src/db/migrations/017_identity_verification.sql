-- Identity verification (KYC): each attempt an affiliate starts with the provider, the provider's
-- answer (callback or retrieval), and the affiliate's verification state with the operator's review.

CREATE TABLE kyc_attempts (
  id                     integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id              integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  provider               text NOT NULL CHECK (provider IN ('sandbox', 'jumio')),
  -- The provider's reference (Netverify's transactionReference / scanReference); null until it answers.
  transaction_reference  text,
  -- sha256 of the secret in the callback address: a database reader cannot forge a callback with it.
  callback_secret_hash   bytea NOT NULL,
  success_url            text NOT NULL,
  error_url              text NOT NULL,
  scan_status            text NOT NULL DEFAULT 'PENDING' CHECK (scan_status IN ('PENDING', 'DONE', 'FAILED')),
  -- The provider's result, from its callback (or, when none came, from the retrieval API).
  id_scan_status         text CHECK (id_scan_status IN ('SUCCESS', 'ERROR')),
  verification_status    text CHECK (verification_status IN ('APPROVED_VERIFIED', 'DENIED_FRAUD', 'DENIED_UNSUPPORTED_ID_TYPE',
                           'DENIED_UNSUPPORTED_ID_COUNTRY', 'ERROR_NOT_READABLE_ID', 'NO_ID_UPLOADED')),
  reject_reason          text,
  received_at            timestamptz,
  result_source          text CHECK (result_source IN ('callback', 'retrieval')),
  -- Set when a newer attempt replaced this one left open too long; a late callback still lands.
  abandoned_at           timestamptz,
  -- Retrieval fallback: when to ask the provider next, and how often it has been asked.
  next_retrieval_at      timestamptz,
  retrievals             integer NOT NULL DEFAULT 0,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL,
  CHECK ((received_at IS NULL) = (id_scan_status IS NULL))
);
-- The affiliate's attempts, newest first, and the attempts of the current UTC day (the daily limit).
CREATE INDEX kyc_attempts_member_idx ON kyc_attempts (member_id, created_at DESC, id DESC);
-- One open attempt per affiliate: two initiates racing cannot both start one.
CREATE UNIQUE INDEX kyc_attempts_one_open_idx ON kyc_attempts (member_id)
  WHERE scan_status = 'PENDING' AND received_at IS NULL AND abandoned_at IS NULL;
-- The retrieval fallback's queue: attempts without an answer, by when they are due.
CREATE INDEX kyc_attempts_unanswered_idx ON kyc_attempts (next_retrieval_at)
  WHERE scan_status = 'PENDING' AND received_at IS NULL;
CREATE UNIQUE INDEX kyc_attempts_reference_idx ON kyc_attempts (provider, transaction_reference)
  WHERE transaction_reference IS NOT NULL;

CREATE TABLE member_verifications (
  member_id        integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  verified         boolean NOT NULL DEFAULT false,
  verified_at      timestamptz,
  -- The provider could not decide (unsupported ID type or country): an operator decides.
  requires_manual  boolean NOT NULL DEFAULT false,
  manual_since     timestamptz,
  -- The operator's reason when a review refused the identity.
  review_note      text,
  reviewed_by      text,
  reviewed_at      timestamptz,
  updated_at       timestamptz NOT NULL,
  CHECK (NOT (verified AND requires_manual)),
  CHECK (NOT requires_manual OR manual_since IS NOT NULL)
);
-- The operator's review queue, oldest first.
CREATE INDEX member_verifications_waiting_idx ON member_verifications (manual_since, member_id) WHERE requires_manual;

-- The built-in sandbox provider's own records (what a real provider keeps on its side): the scans it
-- was asked to run and the outcome its tester picked. Read by its retrieval API.
CREATE TABLE kyc_sandbox_scans (
  transaction_reference  text PRIMARY KEY,
  attempt_id             integer NOT NULL REFERENCES kyc_attempts (id) ON DELETE CASCADE,
  outcome                text CHECK (outcome IN ('approved', 'fraud', 'unsupported-id', 'unreadable', 'no-id', 'processing')),
  submitted_at           timestamptz,
  created_at             timestamptz NOT NULL
);
CREATE INDEX kyc_sandbox_scans_attempt_idx ON kyc_sandbox_scans (attempt_id);
