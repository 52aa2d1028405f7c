import { displayDayIn } from '../../calendar/display-dates-in.ts';
import { translate } from '../../i18n/translate.ts';
import type { AffiliateMessageFor } from '../notifications/member-event.ts';

/** A published version, as its notice names it. */
export interface PublishedTerms {
  version: number;
  effectiveFrom: string;
  /** Published to take effect on a later day: the version before it applies until then. */
  upcoming: boolean;
}

/**
 * What every affiliate is told when a version of the terms is published (issue 38: "terms changed behind
 * their back" is the complaint): the version, the day it takes effect, and that the portal asks them to
 * accept it at their next sign-in from that day. Sent as a commission notice (the terms govern what they
 * are paid) and mailed by the affiliate's preferences, in their stored language, in the publishing
 * transaction.
 */
export function termsPublishedNotice(affiliateId: number, terms: PublishedTerms): AffiliateMessageFor {
  return {
    affiliateId,
    message: (language) => {
      const values = { version: String(terms.version), from: displayDayIn(language, terms.effectiveFrom) };
      return {
        title: translate(language, 'notice.terms.title', values),
        body: translate(
          language,
          terms.upcoming ? 'notice.terms.upcoming.body' : 'notice.terms.body',
          values,
        ),
      };
    },
  };
}
