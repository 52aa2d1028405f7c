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
      ? `Closed ${result.period}: ${result.affiliates} affiliate(s), ${result.total_commission} credited in total, ${result.late_adjustments} late-activity line(s).`
      : `${result.period} was already closed (${result.closed_at}): nothing was credited again.`,
});
