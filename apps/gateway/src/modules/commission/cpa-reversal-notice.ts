import { translate } from '../../i18n/translate.ts';
import { formatAmountIn } from '../notifications/money-text.ts';
import type { AffiliateMessageFor } from '../notifications/member-event.ts';

/** Ends a reason with a full stop, so the sentence after it reads on. */
const sentence = (reason: string): string => {
  const text = reason.trim();
  return text === '' || /[.!?]$/.test(text) ? text : `${text}.`;
};

/**
 * What an affiliate is told when the program reverses a player's CPA (issue 39: a change that costs it
 * money): the player, the reason as written, and what a closed month paid that the next close takes back.
 */
export function cpaReversedNotice(change: {
  memberId: number;
  customerId: string;
  reason: string;
  /** What a closed month paid for it, taken back at the next close; null when nothing was paid. */
  clawBack: string | null;
  currency: string;
}): AffiliateMessageFor {
  return {
    affiliateId: change.memberId,
    message: (language) => {
      const paid =
        change.clawBack === null
          ? translate(language, 'notice.cpa.reversed.unpaid')
          : translate(language, 'notice.cpa.reversed.paid', {
              amount: formatAmountIn(language, change.clawBack, change.currency),
            });
      const values = { customer: change.customerId, reason: sentence(change.reason), paid };
      return {
        title: translate(language, 'notice.cpa.reversed.title', values),
        body: translate(language, 'notice.cpa.reversed.body', values),
      };
    },
  };
}
