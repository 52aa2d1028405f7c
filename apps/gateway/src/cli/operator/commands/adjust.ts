import { adjustmentRequest, api } from '@affiliate/contract';
import { defineCommand, notValid } from '../command.ts';

export const adjust = defineCommand({
  name: 'adjust',
  usage: `  adjust MEMBER_ID AMOUNT --reason "..." [--kind fee]
                                     credit (positive) or debit (negative) an affiliate's balance; a fee is negative`,
  options: { reason: { type: 'string' }, kind: { type: 'string' } },
  parse(args) {
    const [affiliateId, amount] = args.positionals;
    const parsed = adjustmentRequest.safeParse({
      member_id: Number(affiliateId),
      amount,
      kind: args.text('kind'),
      reason: args.text('reason'),
    });
    if (!parsed.success)
      throw notValid(
        'Usage: npm run operator -- adjust MEMBER_ID AMOUNT --reason "..." [--kind fee]',
        parsed.error,
      );
    return parsed.data;
  },
  run: async (session, body) => (await session.gateway()).call(api.operator.postAdjustment, { body }),
  print: (posting) =>
    `Posted ${posting.kind} ${posting.amount} for member ${posting.member_id}: available balance now ${posting.available_after}.`,
});
