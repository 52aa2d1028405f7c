import { api, withdrawalStatus, type WithdrawalStatus } from '@affiliate/contract';
import { withdrawalLines } from '../withdrawal-lines.ts';
import { defineCommand, limit, limitOption, positiveId, UsageError } from '../command.ts';

type WithdrawalsInput =
  | { action: 'list'; status?: WithdrawalStatus; limit: number }
  | { action: 'approve'; id: number }
  | { action: 'reject' | 'cancel'; id: number; reason: string }
  | { action: 'pay'; id: number; reference: string; overrideHold?: string };

const withdrawalUsage =
  'Usage: npm run operator -- withdrawals list [--status S] | approve ID | reject ID --reason "..." | pay ID --reference REF [--override-hold "..."] | cancel ID --reason "..."';

const moves = {
  approve: api.operator.approveWithdrawal,
  reject: api.operator.rejectWithdrawal,
  pay: api.operator.payWithdrawal,
  cancel: api.operator.operatorCancelWithdrawal,
};

export const withdrawals = defineCommand({
  name: 'withdrawals',
  usage: `  withdrawals list [--status pending|approved|paid|rejected|cancelled] [--limit N]
                                     the review queue, oldest first (every status without --status)
  withdrawals approve ID             approve a pending withdrawal (the amount stays held until paid)
  withdrawals reject ID --reason "..."
                                     reject a pending or approved withdrawal: the amount is released
  withdrawals pay ID --reference REF [--override-hold "..."]
                                     mark an approved withdrawal paid with the transaction hash or e-wallet reference;
                                     while the review hold of new payout details lasts, only with --override-hold and the reason
  withdrawals cancel ID --reason "..."
                                     cancel a pending or approved withdrawal: the amount is released`,
  options: {
    status: { type: 'string' },
    reason: { type: 'string' },
    reference: { type: 'string' },
    'override-hold': { type: 'string' },
    ...limit,
  },
  parse(args): WithdrawalsInput {
    const [action, idArg] = args.positionals;
    if (action === 'list') {
      const given = args.text('status');
      if (given === undefined) return { action, limit: limitOption(args) };
      const status = withdrawalStatus.safeParse(given);
      if (!status.success)
        throw new UsageError(`--status must be one of ${withdrawalStatus.options.join(', ')}.`);
      return { action, status: status.data, limit: limitOption(args) };
    }
    const id = positiveId(idArg);
    if (id === null) throw new UsageError(withdrawalUsage);
    if (action === 'approve') return { action, id };
    if (action === 'pay') {
      const reference = args.text('reference');
      if (!reference?.trim())
        throw new UsageError(
          'withdrawals pay needs --reference (the transaction hash or e-wallet reference).',
        );
      const override = args.text('override-hold');
      if (override !== undefined && override.trim().length < 3)
        throw new UsageError(
          '--override-hold needs the reason (at least 3 characters): it is kept in the timeline.',
        );
      return { action, id, reference, ...(override !== undefined && { overrideHold: override.trim() }) };
    }
    if (action === 'reject' || action === 'cancel') {
      const reason = args.text('reason');
      if (!reason?.trim())
        throw new UsageError(`withdrawals ${action} needs --reason (the affiliate reads it).`);
      return { action, id, reason };
    }
    throw new UsageError(withdrawalUsage);
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'list')
      return gateway.call(api.operator.operatorWithdrawals, {
        query: { per_page: input.limit, status: input.status },
      });
    const params = { withdrawalId: input.id };
    if (input.action === 'approve') return gateway.call(moves.approve, { params });
    if (input.action === 'pay') {
      const overrideHold =
        input.overrideHold === undefined ? {} : { override_hold: { reason: input.overrideHold } };
      return gateway.call(moves.pay, {
        params,
        body: { payout_reference: input.reference, ...overrideHold },
      });
    }
    return gateway.call(moves[input.action], { params, body: { reason: input.reason } });
  },
  print(result, input) {
    if (!Array.isArray(result))
      return `Withdrawal #${result.id} is now ${result.status}; ${result.username} gets a notification.`;
    const status = input.action === 'list' && input.status ? `${input.status} ` : '';
    return result.length > 0 ? result.map(withdrawalLines).join('\n\n') : `No ${status}withdrawals.`;
  },
});
