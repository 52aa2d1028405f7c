import { z } from 'zod';
import { customerId as customerIdSchema } from '@affiliate/contract/common/players';
import {
  PLAYER_DUPLICATE_OF_ITSELF,
  PLAYER_DUPLICATE_OF_UNKNOWN,
  PLAYER_MOVE_OTHER_BRAND,
  PLAYER_MOVE_SAME_AFFILIATE,
  REFERRAL_CODE_NOT_FOUND,
  movePlayerRequest,
  deletePlayerRequest,
} from '@affiliate/contract/endpoints/player-changes';
import { operatorReason } from '@affiliate/contract/endpoints/operator-affiliates';
import type { ApiFailure } from '@/lib/api-error';

/** The three things an operator may do to a player from the console (issue 39). */
export type PlayerAction = 'move' | 'duplicate' | 'delete';

export const PLAYER_ID_NOT_VALID = 'A player id is a whole number above 0, like 123.';

/** A player id as typed: the contract's customer id, kept as the text typed until it is sent. */
export const typedCustomerId = z
  .string()
  .trim()
  .min(1, 'Type the player’s id at the brand.')
  .regex(/^\d{1,16}$/, PLAYER_ID_NOT_VALID)
  .refine((value) => customerIdSchema.safeParse(value).success, PLAYER_ID_NOT_VALID);

/** The forms as typed, with the contract's own rules, so a form refuses what the gateway would. */
export const moveForm = movePlayerRequest;
export const duplicateForm = z.object({ of_customer_id: typedCustomerId, reason: operatorReason });
export const deleteForm = deletePlayerRequest;

export interface PlayerActionValues {
  to_referral_code: string;
  of_customer_id: string;
  reason: string;
}
export type PlayerActionField = keyof PlayerActionValues;

export const emptyActionValues: PlayerActionValues = { to_referral_code: '', of_customer_id: '', reason: '' };

/** The fields each action asks for, in the order the dialog shows them. */
export const actionFields: Record<PlayerAction, PlayerActionField[]> = {
  move: ['to_referral_code', 'reason'],
  duplicate: ['of_customer_id', 'reason'],
  delete: ['reason'],
};

/** Each action's form rules over the dialog's values. */
export function actionIssues(
  action: PlayerAction,
  values: PlayerActionValues,
): Partial<Record<PlayerActionField, string>> {
  const schema = action === 'move' ? moveForm : action === 'duplicate' ? duplicateForm : deleteForm;
  const picked = Object.fromEntries(actionFields[action].map((field) => [field, values[field]]));
  const parsed = schema.safeParse(picked);
  if (parsed.success) return {};
  const issues: Partial<Record<PlayerActionField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PlayerActionField;
    issues[field] ??= issue.message;
  }
  return issues;
}

/**
 * The gateway's refusals that are about one field of the form, by their message (a 404 or 409 carries
 * none of its own): an unknown code or a code of the player's own affiliate at the code, an unknown or
 * the same player at the duplicate's id. Anything else (an unknown or removed player) is the dialog's.
 */
const fieldOfMessage: Record<string, PlayerActionField> = {
  [REFERRAL_CODE_NOT_FOUND]: 'to_referral_code',
  [PLAYER_MOVE_SAME_AFFILIATE]: 'to_referral_code',
  [PLAYER_MOVE_OTHER_BRAND]: 'to_referral_code',
  [PLAYER_DUPLICATE_OF_ITSELF]: 'of_customer_id',
  [PLAYER_DUPLICATE_OF_UNKNOWN]: 'of_customer_id',
};

/** A refusal placed at the dialog's fields (`errors` keys, else a known message), and what is left for the dialog. */
export function placeFailure(
  action: PlayerAction,
  failure: ApiFailure,
): { fields: Partial<Record<PlayerActionField, string>>; rest: string | null } {
  const shown = new Set<string>(actionFields[action]);
  const fields: Partial<Record<PlayerActionField, string>> = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(failure.errors)) {
    const first = messages[0];
    if (!first) continue;
    if (shown.has(key)) fields[key as PlayerActionField] ??= first;
    else rest.push(first);
  }
  const field = fieldOfMessage[failure.message];
  if (Object.keys(fields).length === 0 && rest.length === 0 && field && shown.has(field))
    fields[field] = failure.message;
  else if (Object.keys(fields).length === 0 && rest.length === 0) rest.push(failure.message);
  return { fields, rest: rest.length > 0 ? rest.join(' ') : null };
}

/** The affiliates' words for an action, as their Changes screen shows it (the portal's English). */
export function whatAffiliatesSee(
  action: PlayerAction,
  customerId: number,
  values: PlayerActionValues,
): Array<{ who: string; reads: string }> {
  const reason = values.reason.trim() || '…';
  const by = `By the program team. Reason: ${reason}`;
  if (action === 'move')
    return [
      {
        who: 'The player’s affiliate now',
        reads: `Player ${customerId} was moved to another affiliate. ${by}`,
      },
      {
        who: `The affiliate of code ${values.to_referral_code.trim() || '…'}`,
        reads: `Player ${customerId} was moved to you. ${by}`,
      },
    ];
  if (action === 'duplicate') {
    const of = values.of_customer_id.trim() || '…';
    return [
      {
        who: 'The player’s affiliate',
        reads: `Player ${customerId} was marked as a duplicate of player ${of} (of another player, when that one is not theirs). ${by}`,
      },
    ];
  }
  return [{ who: 'The player’s affiliate', reads: `Player ${customerId} was removed. ${by}` }];
}

export const actionTitles: Record<PlayerAction, string> = {
  move: 'Move to another affiliate',
  duplicate: 'Mark as duplicate',
  delete: 'Delete',
};
