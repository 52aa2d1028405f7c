import { api, commissionPlan } from '@affiliate/contract';
import { defineCommand, notValid, positiveId, UsageError } from '../command.ts';

export const commissionPlanCommand = defineCommand({
  name: 'commission-plan',
  usage: `  commission-plan MEMBER_ID --revenue-share 0.30 --admin-fee 0.10 [--cpa 25 --cpa-min-deposit 20] [--no-carry-over]
                                     change an affiliate's plan; it applies from the first day of next month`,
  options: {
    'revenue-share': { type: 'string' },
    'admin-fee': { type: 'string' },
    cpa: { type: 'string', default: '0' },
    'cpa-min-deposit': { type: 'string', default: '0' },
    'no-carry-over': { type: 'boolean', default: false },
  },
  parse(args) {
    const affiliateId = positiveId(args.positionals[0]);
    if (affiliateId === null)
      throw new UsageError(
        'Usage: npm run operator -- commission-plan MEMBER_ID --revenue-share 0.30 --admin-fee 0.10 ...',
      );
    const plan = commissionPlan.safeParse({
      revenue_share: args.text('revenue-share'),
      admin_fee_rate: args.text('admin-fee'),
      cpa_amount: args.text('cpa'),
      cpa_min_deposit: args.text('cpa-min-deposit'),
      negative_carry_over: !args.flag('no-carry-over'),
    });
    if (!plan.success) throw notValid('The plan is not valid:', plan.error);
    return { memberId: affiliateId, plan: plan.data };
  },
  run: async (session, { memberId: affiliateId, plan }) =>
    (await session.gateway()).call(api.operator.setCommissionPlan, {
      params: { memberId: affiliateId },
      body: plan,
    }),
  print: (result, { memberId: affiliateId }) =>
    `The new plan of affiliate ${affiliateId} applies from ${result.effective_from}; the running period keeps its plan.`,
});
