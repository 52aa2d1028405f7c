import type { DealDocument } from '@affiliate/contract';
import { displayDayIn } from '../../calendar/display-dates-in.ts';
import { translate } from '../../i18n/translate.ts';
import type { AffiliateMessageFor } from '../notifications/member-event.ts';
import { dealSummaryIn } from './deal-words-in.ts';

/**
 * What an affiliate is told when its terms change (issue 36: "terms changed without notice" is a
 * complaint affiliates make of other platforms): the deal, its version, from when, and what it pays in
 * the words the Deals screen and the Commission screen use. Sent as a commission notification (and mail,
 * by the affiliate's preferences) in the transaction that makes the change, in the affiliate's stored
 * language, what the deal pays included (deal-words-in.ts).
 */
export function dealChangeNotice(
  affiliateId: number,
  change:
    | { name: string; version: number; effectiveFrom: string; document: DealDocument; brand?: string }
    | { effectiveFrom: string; brand: string },
): AffiliateMessageFor {
  return {
    affiliateId,
    message: (language) => {
      const from = displayDayIn(language, change.effectiveFrom);
      if (!('name' in change))
        return {
          title: translate(language, 'notice.deal.brand.title', { brand: change.brand, from }),
          body: translate(language, 'notice.deal.brandEnded.body', { brand: change.brand, from }),
        };
      const values = {
        from,
        deal: change.name,
        version: String(change.version),
        summary: dealSummaryIn(language, change.document).join(' '),
      };
      return change.brand === undefined
        ? {
            title: translate(language, 'notice.deal.title', { from }),
            body: translate(language, 'notice.deal.body', values),
          }
        : {
            title: translate(language, 'notice.deal.brand.title', { brand: change.brand, from }),
            body: translate(language, 'notice.deal.brand.body', { ...values, brand: change.brand }),
          };
    },
  };
}
