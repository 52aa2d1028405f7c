import { api, cpaReversalRequest } from '@affiliate/contract';
import { defineCommand, notValid, positiveId, UsageError } from '../command.ts';

const USAGE = 'Usage: npm run operator -- cpa reverse CUSTOMER_ID --reason "..."';

/**
 * `cpa reverse`: takes a qualified player out of the CPA of the month it qualified in, with the reason
 * the affiliate reads on its players list; a CPA a closed month paid is taken back at the next close. The
 * id and the reason are checked here, so a typo sends nothing; the gateway tells the rest (unknown
 * player, not qualified, already reversed).
 */
export const cpa = defineCommand({
  name: 'cpa',
  usage: `  cpa reverse CUSTOMER_ID --reason "..."
                                     reverse a qualified player's CPA (the player's id at the brand); the
                                     affiliate reads the reason on its players list, and a CPA its closed
                                     month paid is taken back at the next close`,
  options: { reason: { type: 'string' } },
  parse(args) {
    const [action, idArg, ...extra] = args.positionals;
    if (action !== 'reverse') throw new UsageError(USAGE);
    if (extra.length > 0)
      throw new UsageError(`cpa reverse takes one player id, not "${extra[0]}".\n${USAGE}`);
    // Digits only: Number() would take "1e3" or "0x10" for another player than the one meant.
    const customerId = /^\d+$/.test(idArg ?? '') ? positiveId(idArg) : null;
    if (customerId === null || !Number.isSafeInteger(customerId))
      throw new UsageError(`Give the player's id at the brand, a whole number like 123.\n${USAGE}`);
    const parsed = cpaReversalRequest.safeParse({ reason: args.text('reason') ?? '' });
    if (!parsed.success) throw notValid(USAGE, parsed.error);
    return { customerId, body: parsed.data };
  },
  run: async (session, input) =>
    (await session.gateway()).call(api.operator.reverseCpa, {
      params: { customerId: input.customerId },
      body: input.body,
    }),
  print: (reversal) =>
    `Reversed the CPA of player ${reversal.customer_id} (qualified on ${reversal.qualified_on}): ${reversal.reason}` +
    (reversal.claw_back === null
      ? ''
      : `\nIts month is closed: the ${reversal.claw_back} it paid is taken back at the next close.`),
});
