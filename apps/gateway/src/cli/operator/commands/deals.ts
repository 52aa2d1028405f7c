import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import {
  api,
  assignDealRequest,
  dealDocument,
  dealName,
  type Deal,
  type DealAssignment,
} from '@affiliate/contract';
import { defineCommand, notValid, positiveId, UsageError, type CommandArgs } from '../command.ts';
import { dealsTable, savedDealText } from '../deal-lines.ts';

type DealsInput =
  | { action: 'list' }
  | { action: 'create'; file: string }
  | { action: 'assign'; memberId: number; request: AssignDealRequest }
  | { action: 'default'; deal: string };

type DealsResult = Deal[] | Deal | DealAssignment;
type AssignDealRequest = z.output<typeof assignDealRequest>;

const USAGE =
  'Usage: npm run operator -- deals list | create --file DEAL.json | assign --affiliate ID (--deal "Name" | --end) [--brand CODE] [--from YYYY-MM] | default --deal "Name"';

/** The options each action takes: one given to another action is refused, never silently ignored. */
const ACTION_OPTIONS: Record<DealsInput['action'], readonly string[]> = {
  list: [],
  create: ['file'],
  assign: ['affiliate', 'deal', 'from', 'brand'],
  default: ['deal'],
};

function checkOptions(args: CommandArgs, action: DealsInput['action']): void {
  const [, ...extra] = args.positionals;
  if (extra.length > 0) throw new UsageError(`deals ${action} takes no "${extra[0]}".\n${USAGE}`);
  for (const option of ['file', 'affiliate', 'deal', 'from', 'brand'])
    if (args.text(option) !== undefined && !ACTION_OPTIONS[action].includes(option))
      throw new UsageError(`deals ${action} does not take --${option}.\n${USAGE}`);
  if (args.flag('end') && action !== 'assign')
    throw new UsageError(`deals ${action} does not take --end.\n${USAGE}`);
}

/** The document of `--file`, read and checked before the gateway is reached: a bad file sends nothing. */
async function dealFile(file: string) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT' ? `${file}: there is no such file.` : `${file}: ${(error as Error).message}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = dealDocument.safeParse(json);
  if (!parsed.success)
    throw notValid(`${file} is not a valid deal document (nothing was sent):`, parsed.error, 'document');
  return parsed.data;
}

const isAssignment = (result: DealsResult): result is DealAssignment => 'member_id' in result;

export const deals = defineCommand<DealsInput, DealsResult>({
  name: 'deals',
  usage: `  deals list                         the deals: latest version, from when, affiliates on it, the default of
                                     its currency, and what it pays in words
  deals create --file F              save a deal from its JSON document (README.md shows one); a name that
                                     exists records its next version, which applies from next month to every
                                     affiliate on the deal
  deals assign --affiliate ID --deal N [--brand CODE] [--from YYYY-MM]
                                     put an affiliate on a deal from a month (left out: the next one, or the
                                     running one while it has no activity for them), for every brand or, with
                                     --brand, for that brand's players only
  deals assign --affiliate ID --brand CODE --end [--from YYYY-MM]
                                     end the brand's own deal: its players go back to the deal for all brands
  deals default --deal N             the deal new affiliates of its currency get when nobody names one`,
  options: {
    file: { type: 'string' },
    affiliate: { type: 'string' },
    deal: { type: 'string' },
    from: { type: 'string' },
    brand: { type: 'string' },
    end: { type: 'boolean', default: false },
  },
  parse(args): DealsInput {
    const [action] = args.positionals;
    if (action !== 'list' && action !== 'create' && action !== 'assign' && action !== 'default')
      throw new UsageError(USAGE);
    checkOptions(args, action);
    if (action === 'list') return { action };
    if (action === 'create') {
      const file = args.text('file');
      if (!file) throw new UsageError(`Give the deal's JSON document with --file DEAL.json.\n${USAGE}`);
      return { action, file };
    }
    if (action === 'assign') {
      const brand = args.text('brand');
      const end = args.flag('end');
      if (end && brand === undefined)
        throw new UsageError(`--end ends a brand's own deal: name the brand with --brand CODE.\n${USAGE}`);
      if (end && args.text('deal') !== undefined)
        throw new UsageError(
          `Give --deal to put the brand on a deal, or --end to end its own deal, not both.\n${USAGE}`,
        );
      const memberId = positiveId(args.text('affiliate'));
      if (memberId === null)
        throw new UsageError(`Give --affiliate the affiliate's member id, a whole number like 42.\n${USAGE}`);
      const from = args.text('from');
      const parsed = assignDealRequest.safeParse({
        deal: end ? null : (args.text('deal') ?? ''),
        ...(brand !== undefined && { brand }),
        ...(from !== undefined && { from }),
      });
      if (!parsed.success) throw notValid(USAGE, parsed.error);
      return { action, memberId, request: parsed.data };
    }
    const deal = dealName.safeParse(args.text('deal') ?? '');
    if (!deal.success) throw notValid(USAGE, deal.error, 'deal');
    return { action, deal: deal.data };
  },
  async run(session, input) {
    if (input.action === 'create') {
      const document = await dealFile(input.file);
      return (await session.gateway()).call(api.operator.saveDeal, { body: document });
    }
    const gateway = await session.gateway();
    if (input.action === 'assign')
      return gateway.call(api.operator.assignDeal, {
        params: { memberId: input.memberId },
        body: input.request,
      });
    if (input.action === 'default')
      return gateway.call(api.operator.setDefaultDeal, { body: { deal: input.deal } });
    return gateway.call(api.operator.listDeals);
  },
  print(result, input) {
    if (Array.isArray(result)) return dealsTable(result, new Date().toISOString().slice(0, 10));
    if (isAssignment(result)) {
      const players = result.brand === null ? '' : ` for its players of brand ${result.brand}`;
      return result.deal === null
        ? `Affiliate ${result.member_id} is back on its deal for all brands${players} from ${result.effective_from}.`
        : `Affiliate ${result.member_id} is on "${result.deal}" (version ${result.version})${players} from ${result.effective_from}.`;
    }
    if (input.action === 'default')
      return `"${result.name}" is now the default deal: new ${result.current.document.currency} affiliates get it when nobody names a deal.`;
    return savedDealText(result);
  },
});
