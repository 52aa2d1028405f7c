import { api, setParentRequest } from '@affiliate/contract';
import { defineCommand, notValid, positiveId, UsageError } from '../command.ts';

const USAGE = 'Usage: npm run operator -- affiliates parent ID (--to PARENT_ID | --detach) --reason "..."';

/**
 * `affiliates parent`: moves an affiliate under another parent (its sub-affiliate from then on: the
 * parent's deal pays on it at the next close) or detaches it, with the reason the history and the audit
 * trail keep. The ids and the reason are checked here, so a typo sends nothing; the gateway tells the
 * rest (an unknown affiliate, itself, a parent of its own parent, no change).
 */
export const affiliates = defineCommand({
  name: 'affiliates',
  usage: `  affiliates parent ID --to PARENT_ID --reason "..."
  affiliates parent ID --detach --reason "..."
                                     make an affiliate the sub-affiliate of another (its parent earns on it
                                     under the parent's deal), or detach it; kept in its history, audited`,
  options: { to: { type: 'string' }, detach: { type: 'boolean' }, reason: { type: 'string' } },
  parse(args) {
    const [action, idArg, ...extra] = args.positionals;
    if (action !== 'parent') throw new UsageError(USAGE);
    if (extra.length > 0)
      throw new UsageError(`affiliates parent takes one affiliate id, not "${extra[0]}".\n${USAGE}`);
    // Digits only: Number() would take "1e3" or "0x10" for another affiliate than the one meant.
    const memberId = /^\d+$/.test(idArg ?? '') ? positiveId(idArg) : null;
    if (memberId === null) throw new UsageError(`Give the affiliate's id, a whole number like 12.\n${USAGE}`);
    const to = args.text('to');
    const detach = args.flag('detach');
    if ((to === undefined) === !detach)
      throw new UsageError(`Give either --to PARENT_ID or --detach.\n${USAGE}`);
    const parent = detach ? null : /^\d+$/.test(to!) ? positiveId(to) : null;
    if (!detach && parent === null)
      throw new UsageError(`Give the parent's id after --to, a whole number like 7.\n${USAGE}`);
    const parsed = setParentRequest.safeParse({ parent, reason: args.text('reason') ?? '' });
    if (!parsed.success) throw notValid(USAGE, parsed.error);
    return { memberId, body: parsed.data };
  },
  run: async (session, input) =>
    (await session.gateway()).call(api.subAffiliates.setSubAffiliateParent, {
      params: { memberId: input.memberId },
      body: input.body,
    }),
  print: (change) =>
    change.to_parent === null
      ? `Detached affiliate ${change.member_id} from affiliate ${change.from_parent}: ${change.reason}`
      : `Affiliate ${change.member_id} is now a sub-affiliate of affiliate ${change.to_parent}` +
        (change.from_parent === null ? '' : ` (was ${change.from_parent})`) +
        `: ${change.reason}`,
});
