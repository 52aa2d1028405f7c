import {
  api,
  deletePlayerRequest,
  duplicatePlayerRequest,
  movePlayerRequest,
  type OperatorPlayerChange,
} from '@affiliate/contract';
import type { z } from 'zod';
import { defineCommand, notValid, positiveId, UsageError, type CommandArgs } from '../command.ts';
import { tableLines } from '../text-table.ts';

type PlayersInput =
  | { action: 'changes'; customerId: number }
  | { action: 'move'; customerId: number; body: { to_referral_code: string; reason: string } }
  | { action: 'delete'; customerId: number; body: { reason: string } }
  | { action: 'duplicate'; customerId: number; body: { of_customer_id: number; reason: string } };

type Action = PlayersInput['action'];

const USAGE =
  'Usage: npm run operator -- players changes CUSTOMER_ID | move CUSTOMER_ID --to CODE --reason "..." | delete CUSTOMER_ID --reason "..." | duplicate CUSTOMER_ID --of CUSTOMER_ID --reason "..."';

/** The options each action takes: one given to another action is refused, never silently ignored. */
const ACTION_OPTIONS: Record<Action, readonly string[]> = {
  changes: [],
  move: ['to', 'reason'],
  delete: ['reason'],
  duplicate: ['of', 'reason'],
};
const OPTIONS = ['to', 'of', 'reason'] as const;

function checkOptions(args: CommandArgs, action: Action): void {
  for (const option of OPTIONS)
    if (args.text(option) !== undefined && !ACTION_OPTIONS[action].includes(option))
      throw new UsageError(`players ${action} does not take --${option}.\n${USAGE}`);
}

/** A player's id at the brand: digits only, since Number() would take "1e3" or "0x10" for another player. */
function customerIdOf(value: string | undefined, what: string): number {
  const id = /^\d+$/.test(value ?? '') ? positiveId(value) : null;
  if (id === null || !Number.isSafeInteger(id))
    throw new UsageError(`Give ${what}, a whole number like 123.\n${USAGE}`);
  return id;
}

function bodyOf<T>(schema: z.ZodType<T>, value: object): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw notValid('The request is not valid:', parsed.error);
  return parsed.data;
}

/** Each entry the action wrote or the history holds: when, whose log, what, by whom and why. */
export function playerChangesTable(changes: readonly OperatorPlayerChange[]): string[] {
  return tableLines([
    ['WHEN', 'AFFILIATE', 'CHANGE', 'BY', 'REASON'],
    ...changes.map((c) => [
      c.happened_at,
      `${c.member_username} (member ${c.member_id})`,
      c.kind.replaceAll('_', ' '),
      c.by_operator === null ? c.by : `${c.by} ${c.by_operator}`,
      c.reason ?? '',
    ]),
  ]);
}

/**
 * `players`: the console's Players actions from a terminal (issue 39): a player's change history, and
 * moving, deleting or marking it a duplicate with the reason the affiliates read. The ids, code and
 * reason are checked here, so a typo sends nothing; the gateway tells the rest (unknown player or code,
 * another brand, already removed).
 */
export const players = defineCommand({
  name: 'players',
  usage: `  players changes CUSTOMER_ID       every change-log entry about a player (the id at the brand), newest first
  players move CUSTOMER_ID --to CODE --reason "..."
                                     move a player to the affiliate of another referral code of its brand,
                                     from today; both affiliates read the reason, neither the other's name
  players delete CUSTOMER_ID --reason "..."
                                     the player stops counting from today; closed months keep it
  players duplicate CUSTOMER_ID --of CUSTOMER_ID --reason "..."
                                     mark a player a duplicate of another: it stops counting from today`,
  options: { to: { type: 'string' }, of: { type: 'string' }, reason: { type: 'string' } },
  parse(args): PlayersInput {
    const [action, idArg, ...extra] = args.positionals;
    if (!action || !(action in ACTION_OPTIONS)) throw new UsageError(USAGE);
    checkOptions(args, action as Action);
    if (extra.length > 0)
      throw new UsageError(`players ${action} takes one player id, not "${extra[0]}".\n${USAGE}`);
    const customerId = customerIdOf(idArg, "the player's id at the brand");
    const reason = args.text('reason') ?? '';
    if (action === 'changes') return { action, customerId };
    if (action === 'move') {
      if (args.text('to') === undefined)
        throw new UsageError(
          `players move needs --to CODE: the referral code it now counts under.\n${USAGE}`,
        );
      return {
        action,
        customerId,
        body: bodyOf(movePlayerRequest, { to_referral_code: args.text('to'), reason }),
      };
    }
    if (action === 'delete') return { action, customerId, body: bodyOf(deletePlayerRequest, { reason }) };
    const of = customerIdOf(args.text('of'), 'the id of the player it duplicates (--of)');
    return {
      action: 'duplicate',
      customerId,
      body: bodyOf(duplicatePlayerRequest, { of_customer_id: of, reason }),
    };
  },
  async run(session, input): Promise<OperatorPlayerChange[]> {
    const gateway = await session.gateway();
    const routes = api.playerChanges;
    const params = { customerId: input.customerId };
    if (input.action === 'changes') return gateway.call(routes.playerChangeHistory, { params });
    if (input.action === 'move') return gateway.call(routes.movePlayer, { params, body: input.body });
    if (input.action === 'delete') return gateway.call(routes.deletePlayer, { params, body: input.body });
    return gateway.call(routes.markPlayerDuplicate, { params, body: input.body });
  },
  print(changes, input) {
    if (input.action === 'changes' && changes.length === 0)
      return `No change is on record for player ${input.customerId}.`;
    const done = {
      changes: `Changes of player ${input.customerId}, newest first:`,
      move: `Moved player ${input.customerId}; each affiliate concerned reads on its Changes screen:`,
      delete: `Deleted player ${input.customerId}; its affiliate reads on its Changes screen:`,
      duplicate: `Marked player ${input.customerId} a duplicate; its affiliate reads on its Changes screen:`,
    }[input.action];
    return [done, ...playerChangesTable(changes)].join('\n');
  },
});
