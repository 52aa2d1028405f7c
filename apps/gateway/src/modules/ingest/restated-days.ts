import type { Queryable } from '../../db/database.ts';
import { convertedSql } from './conversion.ts';
import type { IngestOrigin } from './origin.ts';
import { noticeAffiliates } from '../notifications/member-event.ts';
import { restatedDayNotice } from './player-notices.ts';

const amounts = ['deposits', 'withdrawals', 'turnover', 'winloss', 'bonuses'] as const;

const figuresJson = (value: (f: string) => string) =>
  `jsonb_build_object(${amounts.map((f) => `'${f}', round(${value(f)}, 2)::text`).join(', ')},
     'ngr', round(${value('winloss')} - ${value('bonuses')}, 2)::text)`;
const before = (f: string) => `sum(old_${f})`;
const after = (f: string) => `sum(${convertedSql(f, 'rate')})`;

/**
 * Activity restating days of closed months (issue 39): the staged rows (`ingest_activity`, before they
 * are written) that replace a stored day of a month whose commission is closed with other amounts write
 * one `activity_restated` entry per affiliate and day, with those players' figures of the day before and
 * after (in the affiliate's currency, as the rollups hold them) and the NGR difference as its amount;
 * the next close settles the difference as late activity. One statement in the batch's transaction; a
 * day restated down is told to its affiliate (a notice: the feed sends no mail).
 */
export async function recordRestatedDays(tx: Queryable, at: Date, origin: IngestOrigin): Promise<void> {
  const { rows } = await tx.query<{
    member_id: number;
    day: string;
    currency: string;
    amount: string;
    before_ngr: string;
    after_ngr: string;
  }>(
    `WITH days AS (
       SELECT member_id, day, count(*)::int AS players, min(customer_id) AS customer_id, min(member_currency) AS currency,
              ${figuresJson(before)} AS before, ${figuresJson(after)} AS after,
              round(${after('winloss')} - ${after('bonuses')} - ${before('winloss')} + ${before('bonuses')}, 2) AS amount
       FROM ingest_activity
       WHERE replaced AND member_id IS NOT NULL
         -- The closed months, read once and hashed (a batch's rows then cost a hash probe each).
         AND date_trunc('month', day)::date IN (SELECT period FROM commission_periods WHERE closed_at IS NOT NULL)
         AND (${amounts.map((f) => `${convertedSql(f, 'rate')} <> old_${f}`).join(' OR ')})
       GROUP BY member_id, day
     )
     INSERT INTO player_changes (member_id, kind, player_id, customer_id, brand, day, amount, currency, details, by_kind,
                                 upload_id, happened_at)
     SELECT d.member_id, 'activity_restated', p.id, p.customer_id, p.brand, d.day, d.amount, d.currency,
            jsonb_build_object('players', d.players, 'month', to_char(d.day, 'YYYY-MM'), 'before', d.before, 'after', d.after),
            $1, $2, $3
     FROM days d LEFT JOIN players p ON d.players = 1 AND p.customer_id = d.customer_id
     ORDER BY d.member_id, d.day
     RETURNING member_id, day::text AS day, trim(currency) AS currency, amount::text AS amount,
               details->'before'->>'ngr' AS before_ngr, details->'after'->>'ngr' AS after_ngr`,
    [origin.by, origin.uploadId, at],
  );
  const down = rows.filter((row) => row.amount.startsWith('-'));
  if (down.length === 0) return;
  await noticeAffiliates(
    tx,
    'changes',
    down.map((row) =>
      restatedDayNotice({
        memberId: row.member_id,
        day: row.day,
        before: row.before_ngr,
        after: row.after_ngr,
        difference: row.amount,
        currency: row.currency,
      }),
    ),
  );
}
