import { displayDayIn } from '../../calendar/display-dates-in.ts';
import { translate } from '../../i18n/translate.ts';
import { formatAmountIn } from '../notifications/money-text.ts';
import type { AffiliateMessageFor } from '../notifications/member-event.ts';

/**
 * What an affiliate is told of the changes that cost it money (issue 39): a player moved away, deleted
 * or marked a duplicate, a closed month's day restated down, (a CPA reversal is told by
 * commission/cpa-reversal-notice.ts, a deal's change by deals/notices.ts). In the affiliate's language; the reason goes in as the operator or feed wrote it;
 * the other affiliate is never named, and an operator is "the program team".
 */

/** Ends a reason with a full stop, so the sentence after it reads on. */
const sentence = (reason: string | null): string => {
  const text = (reason ?? '').trim();
  return text === '' || /[.!?]$/.test(text) ? text : `${text}.`;
};

export function playerLeftNotice(change: {
  memberId: number;
  kind: 'player_moved_out' | 'player_deleted' | 'player_duplicate';
  customerId: string;
  effectiveFrom: string;
  reason: string | null;
}): AffiliateMessageFor {
  const key =
    change.kind === 'player_moved_out'
      ? 'movedOut'
      : change.kind === 'player_deleted'
        ? 'deleted'
        : 'duplicate';
  return {
    affiliateId: change.memberId,
    message: (language) => {
      const values = {
        customer: change.customerId,
        from: displayDayIn(language, change.effectiveFrom),
        reason: sentence(change.reason),
      };
      return {
        title: translate(language, `notice.player.${key}.title`, values),
        body: translate(language, `notice.player.${key}.body`, values),
      };
    },
  };
}

export function restatedDayNotice(change: {
  memberId: number;
  day: string;
  before: string;
  after: string;
  difference: string;
  currency: string;
}): AffiliateMessageFor {
  return {
    affiliateId: change.memberId,
    message: (language) => {
      const values = {
        day: displayDayIn(language, change.day),
        before: formatAmountIn(language, change.before, change.currency),
        after: formatAmountIn(language, change.after, change.currency),
        difference: formatAmountIn(language, change.difference, change.currency),
      };
      return {
        title: translate(language, 'notice.activity.restated.title', values),
        body: translate(language, 'notice.activity.restated.body', values),
      };
    },
  };
}
