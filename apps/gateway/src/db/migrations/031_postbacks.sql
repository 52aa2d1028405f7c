-- Postbacks: an affiliate's own tracker told of conversions, server to server.
--
-- The signing secret of each affiliate, sealed like the authenticator keys (AES-256-GCM, bound to the
-- affiliate). A rotation keeps the previous secret for 24 hours: requests carry a signature with each
-- (Stripe's scheme), so the tracker can switch without losing a conversion.
CREATE TABLE postback_secrets (
  member_id               integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  secret_sealed           text NOT NULL,
  created_at              timestamptz NOT NULL,
  previous_sealed         text,
  previous_valid_until    timestamptz
);

-- One address template per affiliate and event. consecutive_failures counts failed attempts since the
-- last success, across deliveries; at 20 the postback is switched off (disabled_at) and the affiliate told.
CREATE TABLE postbacks (
  member_id             integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  event                 text NOT NULL CHECK (event IN ('registration', 'first_deposit', 'qualified_cpa', 'commission_credited')),
  url_template          text NOT NULL,
  method                text NOT NULL CHECK (method IN ('GET', 'POST')),
  enabled               boolean NOT NULL DEFAULT true,
  consecutive_failures  integer NOT NULL DEFAULT 0,
  disabled_at           timestamptz,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL,
  PRIMARY KEY (member_id, event)
);

-- The outbox and the delivery log in one: a row is written in the transaction that caused the event,
-- with the macros' values (never the address: it is filled from the template when sent, so a corrected
-- template serves the retries). next_attempt_at is null once delivered or given up; a sender takes due
-- rows with FOR UPDATE SKIP LOCKED and pushes next_attempt_at out as its lease.
CREATE TABLE postback_deliveries (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id             integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  event                 text NOT NULL,
  macros                jsonb NOT NULL,
  is_test               boolean NOT NULL DEFAULT false,
  created_at            timestamptz NOT NULL,
  next_attempt_at       timestamptz,
  attempts              integer NOT NULL DEFAULT 0,
  state                 text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'gave_up', 'cancelled')),
  last_attempt_at       timestamptz,
  last_address          text,
  last_status           integer,
  last_latency_ms       integer,
  last_response         text,
  last_error            text
);
CREATE INDEX postback_deliveries_due_idx ON postback_deliveries (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
CREATE INDEX postback_deliveries_member_idx ON postback_deliveries (member_id, id DESC);

-- The key of the players' opaque ids in postbacks: per installation, never shown, so {player} cannot be
-- traced back to the brand's customer id, and the same player has another id for another affiliate.
CREATE TABLE postback_player_key (
  only_row  boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  key       bytea NOT NULL
);
INSERT INTO postback_player_key (key)
VALUES (sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text || clock_timestamp()::text, 'UTF8')));

-- A player's opaque id for one affiliate's postbacks.
CREATE FUNCTION postback_player_id(member_id integer, player_id bigint) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT left(encode(sha256(k.key || int8send(member_id::bigint) || int8send(player_id)), 'hex'), 24) FROM postback_player_key k
$$;
