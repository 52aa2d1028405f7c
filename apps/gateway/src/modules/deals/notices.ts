import { dealSummary, type DealDocument } from '@affiliate/contract';
import { displayDay } from '../../calendar/display-dates.ts';
import type { AffiliateNotice } from '../notifications/repository.ts';

/**
 * What an affiliate is told when its terms change (issue 36: "terms changed without notice" is a
 * complaint affiliates make of other platforms): the deal, its version, from when, and what it pays in
 * the words the Deals screen and the Commission screen use. Sent as a commission notification (and mail,
 * by the affiliate's preferences) in the transaction that makes the change.
 */
export function dealChangeNotice(
  affiliateId: number,
  change:
    | { name: string; version: number; effectiveFrom: string; document: DealDocument; brand?: string }
    | { effectiveFrom: string; brand: string },
): AffiliateNotice {
  const from = displayDay(change.effectiveFrom);
  if (!('name' in change))
    return {
      affiliateId,
      title: `Your deal for ${change.brand} from ${from}`,
      body:
        `From ${from} your players of ${change.brand} are paid under your deal for all brands again. ` +
        'The Commission screen shows what your running month pays.',
    };
  const who = change.brand === undefined ? 'you are' : `your players of ${change.brand} are`;
  return {
    affiliateId,
    title:
      change.brand === undefined ? `Your deal from ${from}` : `Your deal for ${change.brand} from ${from}`,
    body:
      `From ${from} ${who} paid under "${change.name}" (version ${change.version}). ` +
      `${dealSummary(change.document).join(' ')} The Commission screen shows what your running month pays under it.`,
  };
}
