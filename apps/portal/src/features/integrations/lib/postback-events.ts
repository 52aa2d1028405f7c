import type { PostbackEvent, PostbackMacro } from '@affiliate/contract/endpoints/postbacks';
import { postbackEventLabels } from '@/lib/integration-labels';

/** Each event in the affiliate's words, and when it is sent. */
export const postbackEventText: Record<PostbackEvent, { label: string; when: string }> = {
  registration: {
    label: postbackEventLabels.registration,
    when: 'A player who came through your link completes registration.',
  },
  first_deposit: {
    label: postbackEventLabels.first_deposit,
    when: "A player's first deposit arrives; {amount} is its amount.",
  },
  qualified_cpa: {
    label: postbackEventLabels.qualified_cpa,
    when: 'A first deposit qualifies for your CPA; {amount} is the CPA earned.',
  },
  commission_credited: {
    label: postbackEventLabels.commission_credited,
    when: 'A month closes and its commission is credited to your balance; {amount} is the commission.',
  },
};

/** What each macro becomes in a request (URL-encoded); shown beside its insert button. */
export const macroText: Record<PostbackMacro, string> = {
  click_id: 'the click id your landing page received',
  sub1: 'sub-ID 1 of the click',
  sub2: 'sub-ID 2 of the click',
  sub3: 'sub-ID 3 of the click',
  sub4: 'sub-ID 4 of the click',
  sub5: 'sub-ID 5 of the click',
  event: 'the event name (registration, first_deposit…)',
  player: 'an opaque id of the player, the same in every event',
  amount: 'the amount, with 2 decimals (empty for a registration)',
  currency: 'your currency code, e.g. EUR',
  code: 'the referral code of the link',
  brand: 'the brand the player signed up with (its code, e.g. goldline-br); empty for a commission',
  timestamp: 'when it happened, in Unix seconds',
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
