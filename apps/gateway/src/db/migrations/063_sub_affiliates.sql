-- Sub-affiliates (issue 38): every affiliate's invite code, the affiliate it was recruited by (one
-- level), the history of those links, and what each month close credited a parent for each sub.

-- The invite code: 12 random hexadecimal characters (48 bits), safe in a URL as it is, generated for every
-- existing and new affiliate. Stored in capitals; unique and looked up case-insensitively.
ALTER TABLE members ADD COLUMN sub_affiliate_code text;
UPDATE members SET sub_affiliate_code = upper(left(replace(gen_random_uuid()::text, '-', ''), 12));
ALTER TABLE members
  ALTER COLUMN sub_affiliate_code SET NOT NULL,
  ALTER COLUMN sub_affiliate_code SET DEFAULT upper(left(replace(gen_random_uuid()::text, '-', ''), 12)),
  ADD CONSTRAINT members_sub_affiliate_code_format CHECK (sub_affiliate_code ~ '^[A-Za-z0-9]{6,32}$');
CREATE UNIQUE INDEX members_sub_affiliate_code_key ON members (lower(sub_affiliate_code));

-- The parent: the affiliate whose invite the sub came through (or whom an operator attached it to).
-- Never itself; a parent of its own parent (a cycle at any depth) is refused by the gateway. A sub may
-- recruit subs of its own: each parent earns on its direct subs only (one level).
ALTER TABLE members
  ADD COLUMN parent_member_id integer REFERENCES members (id) ON DELETE SET NULL,
  ADD CONSTRAINT members_parent_not_self CHECK (parent_member_id <> id);
CREATE INDEX members_parent_idx ON members (parent_member_id, id) WHERE parent_member_id IS NOT NULL;

-- Every change of a sub's parent: attached at approval, moved or detached by an operator.
CREATE TABLE sub_affiliate_links (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sub_member_id  integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  from_parent_id integer REFERENCES members (id) ON DELETE SET NULL,
  to_parent_id   integer REFERENCES members (id) ON DELETE SET NULL,
  changed_by     text NOT NULL,
  reason         text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  changed_at     timestamptz NOT NULL
);
CREATE INDEX sub_affiliate_links_sub_idx ON sub_affiliate_links (sub_member_id, changed_at, id);

-- The sub-affiliates phase of a month close runs after every affiliate's own commission: null while the
-- affiliates' batches run, then the last parent it reached.
ALTER TABLE commission_periods ADD COLUMN sub_progress_member_id integer;

-- What a close credited a parent for a sub: one row per brand (null: what belongs to no brand, such as
-- a commission's late activity) for the month closed (`source_period` = `period`), and a corrective row
-- in a later close (`source_period` < `period`) when the sub's figures of a closed month moved (late
-- activity, a reversed CPA). The terms are the parent's deal part of the source month; `basis` is in the
-- parent's currency (a commission or an NGR), `qualified_players` the count a per-player part pays; a
-- correction's basis, players and amount are the change.
CREATE TABLE sub_affiliate_credits (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_member_id      integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  sub_member_id         integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period                date NOT NULL CHECK (EXTRACT(day FROM period) = 1),
  source_period         date NOT NULL CHECK (EXTRACT(day FROM source_period) = 1 AND source_period <= period),
  brand                 text REFERENCES brands (code),
  currency              character(3) NOT NULL,
  share_of              text NOT NULL CHECK (share_of IN ('commission', 'ngr', 'qualified_players')),
  rate                  numeric(6,4) CHECK (rate BETWEEN 0 AND 1),
  amount_each           numeric(18,2) CHECK (amount_each >= 0),
  basis                 numeric(18,2),
  qualified_players     integer,
  amount                numeric(18,2) NOT NULL,
  ledger_transaction_id bigint REFERENCES ledger_transactions (id),
  -- A correction that takes back more than the parent's close pays is taken in part (a commission never
  -- debits the balance below what the close credits): the rest is worked out again at the next close.
  cut                   boolean NOT NULL DEFAULT false,
  created_at            timestamptz NOT NULL,
  CONSTRAINT sub_affiliate_credits_terms CHECK ((share_of = 'qualified_players') = (amount_each IS NOT NULL AND rate IS NULL)),
  CONSTRAINT sub_affiliate_credits_once UNIQUE NULLS NOT DISTINCT (parent_member_id, sub_member_id, period, source_period, brand)
);
CREATE INDEX sub_affiliate_credits_parent_idx ON sub_affiliate_credits (parent_member_id, sub_member_id, source_period);
CREATE INDEX sub_affiliate_credits_sub_idx ON sub_affiliate_credits (sub_member_id, source_period);
CREATE INDEX sub_affiliate_credits_posting_idx ON sub_affiliate_credits (ledger_transaction_id) WHERE ledger_transaction_id IS NOT NULL;
