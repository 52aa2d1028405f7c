import { api, periodParams } from '@affiliate/contract';
import { defineCommand, UsageError } from '../command.ts';

export const periods = defineCommand({
  name: 'periods',
  usage:
    "  periods close YYYY-MM              close a finished month: credit each affiliate's commission and notify them (idempotent)",
  parse({ positionals: [action, period] }) {
    const parsed = periodParams.safeParse({ period });
    if (action !== 'close' || !parsed.success)
      throw new UsageError('Usage: npm run operator -- periods close YYYY-MM');
    return parsed.data;
  },
  run: async (session, params) => (await session.gateway()).call(api.operator.closePeriod, { params }),
  print: (result) =>
    result.closed_now
      ? `Closed ${result.period}: ${result.affiliates} affiliate(s), ${result.total_commission} credited in total, ${result.late_adjustments} late-activity line(s).` +
        subAffiliateEarnings(result.totals ?? [])
      : `${result.period} was already closed (${result.closed_at}): nothing was credited again.`,
});

/** What parents were credited on their sub-affiliates, per currency, when anything (issue 38). */
function subAffiliateEarnings(totals: ReadonlyArray<{ currency: string; sub_affiliate_earnings: string }>) {
  const paid = totals.filter((t) => Number(t.sub_affiliate_earnings) !== 0);
  return paid.length === 0
    ? ''
    : ` Parents were credited ${paid.map((t) => `${t.sub_affiliate_earnings} ${t.currency}`).join(' and ')} on their sub-affiliates.`;
}
