import {
  api,
  paymentOptionType,
  updatePaymentOptionRequest,
  type PaymentOptionType,
} from '@affiliate/contract';
import { paymentOptionLine, type PaymentOptionChanges } from '../money-lines.ts';
import { defineCommand, notValid, UsageError } from '../command.ts';

type PaymentOptionsInput =
  { action: 'list' } | { action: 'set'; type: PaymentOptionType; changes: PaymentOptionChanges };

export const paymentOptions = defineCommand({
  name: 'payment-options',
  usage: `  payment-options list               the payout options with their limits (EUR) and network fees
  payment-options set TYPE [--min A] [--max A] [--enabled true|false] [--network-fee F]
                                     change an option, e.g. payment-options set BITCOIN --network-fee 0.00005`,
  options: {
    min: { type: 'string' },
    max: { type: 'string' },
    enabled: { type: 'string' },
    'network-fee': { type: 'string' },
  },
  parse(args): PaymentOptionsInput {
    const [action, name] = args.positionals;
    if (action === 'list') return { action };
    if (action !== 'set') throw new UsageError('Usage: npm run operator -- payment-options list | set ...');
    const type = paymentOptionType.safeParse(name?.toUpperCase());
    if (!type.success) {
      throw new UsageError(
        `Usage: npm run operator -- payment-options set ${paymentOptionType.options.join('|')} [--min A] [--max A] [--enabled true|false] [--network-fee F]`,
      );
    }
    const [min, max, enabled, fee] = [
      args.text('min'),
      args.text('max'),
      args.text('enabled'),
      args.text('network-fee'),
    ];
    if (enabled !== undefined && enabled !== 'true' && enabled !== 'false')
      throw new UsageError('--enabled must be true or false.');
    const changes = updatePaymentOptionRequest.safeParse({
      ...(min !== undefined && { min_amount: min }),
      ...(max !== undefined && { max_amount: max }),
      ...(enabled !== undefined && { enabled: enabled === 'true' }),
      ...(fee !== undefined && { network_fee: fee }),
    });
    if (!changes.success) throw notValid('Not valid:', changes.error);
    if (Object.keys(changes.data).length === 0)
      throw new UsageError('Nothing to change: give --min, --max, --enabled or --network-fee.');
    return { action, type: type.data, changes: changes.data };
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'set')
      return gateway.call(api.operator.updatePaymentOption, {
        params: { type: input.type },
        body: input.changes,
      });
    return gateway.call(api.operator.operatorPaymentOptionList);
  },
  print: (result) =>
    Array.isArray(result)
      ? result.map(paymentOptionLine).join('\n')
      : `Changed: ${paymentOptionLine(result)}`,
});
