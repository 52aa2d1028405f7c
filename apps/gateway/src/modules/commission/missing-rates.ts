import { errorCodes } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { periodName } from './period-names.ts';

/**
 * A month's commissions are paid on converted figures, so a close does not start while any activity
 * day of the month in a brand's currency has no rate (issue 35). The feed refuses such a row, so this
 * is a guard for what should not exist. Only players of a brand whose currency differs from their
 * affiliate's can hold such a row; their days of the month are read by the activity's key.
 */
export async function refuseMissingRates(db: Queryable, start: string): Promise<void> {
  const missing = await db.maybeOne<{ currency: string; member_currency: string; day: string }>(
    `SELECT trim(a.currency) AS currency, trim(m.currency) AS member_currency, a.day::text AS day
     FROM players p
     JOIN brands b ON b.code = p.brand
     JOIN members m ON m.id = p.member_id AND m.currency <> b.currency
     JOIN LATERAL (SELECT x.currency, x.day FROM player_activity x
                   WHERE x.player_id = p.id AND x.day >= $1::date AND x.day < ($1::date + interval '1 month')::date
                     AND x.rate_day IS NULL AND x.currency <> m.currency
                   ORDER BY x.day LIMIT 1) a ON true
     LIMIT 1`,
    [start],
  );
  if (!missing) return;
  const message = `${periodName(start)} cannot close: its activity of ${missing.day} in ${missing.currency} has no rate to ${missing.member_currency}. Set the rate first.`;
  throw new ApiError(422, message, errorCodes.validationFailed, { period: [message] });
}
