import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PostbackEvent, PostbackMacro } from '@affiliate/contract/endpoints/postbacks';

// The `{amount}` macro as the affiliate types it: a value, not a placeholder of the message (a brace in
// a message's text would be read as one).
const amount = '{amount}';

/**
 * Each event in the affiliate's words, and when it is sent. The labels are those of
 * lib/integration-labels.ts (the operator console's, in English), here as catalog messages.
 */
export const postbackEventText: Record<PostbackEvent, { label: MessageDescriptor; when: MessageDescriptor }> =
  {
    registration: {
      label: msg`Registration`,
      when: msg`A player who came through your link completes registration.`,
    },
    first_deposit: {
      label: msg`First deposit`,
      when: msg`A player's first deposit arrives; ${amount} is its amount.`,
    },
    qualified_cpa: {
      label: msg`Qualified CPA`,
      when: msg`A first deposit qualifies for your CPA; ${amount} is the CPA earned.`,
    },
    commission_credited: {
      label: msg`Commission credited`,
      when: msg`A month closes and its commission is credited to your balance; ${amount} is the commission.`,
    },
  };

/** What each macro becomes in a request (URL-encoded); shown beside its insert button. */
export const macroText: Record<PostbackMacro, MessageDescriptor> = {
  click_id: msg`the click id your landing page received`,
  sub1: msg`sub-ID 1 of the click`,
  sub2: msg`sub-ID 2 of the click`,
  sub3: msg`sub-ID 3 of the click`,
  sub4: msg`sub-ID 4 of the click`,
  sub5: msg`sub-ID 5 of the click`,
  event: msg`the event name (registration, first_deposit…)`,
  player: msg`an opaque id of the player, the same in every event`,
  amount: msg`the amount, with 2 decimals (empty for a registration)`,
  currency: msg`your currency code, e.g. EUR`,
  code: msg`the referral code of the link`,
  brand: msg`the brand the player signed up with (its code, e.g. goldline-br); empty for a commission`,
  timestamp: msg`when it happened, in Unix seconds`,
};

/**
 * Puts `{macro}` into a template where the caret is (or over the selected text), and answers the new
 * value and where the caret goes: right after the macro, so several can be inserted in a row.
 */
export function insertMacro(
  template: string,
  macro: PostbackMacro,
  selection: { start: number; end: number },
): { value: string; caret: number } {
  const start = Math.max(0, Math.min(selection.start, template.length));
  const end = Math.max(start, Math.min(selection.end, template.length));
  const text = `{${macro}}`;
  return { value: template.slice(0, start) + text + template.slice(end), caret: start + text.length };
}
