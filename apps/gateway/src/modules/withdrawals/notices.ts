import { payoutOptions, type Withdrawal } from '@affiliate/contract';
import { displayMinuteIn } from '../../calendar/display-dates-in.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { formatAmountIn } from '../notifications/money-text.ts';

/** What the affiliate is told at each step of a withdrawal (portal notification and, if wanted, email). */
export type WithdrawalNotice =
  | { step: 'requested' }
  | { step: 'approved' }
  | { step: 'paid' }
  | { step: 'rejected'; reason: string }
  | { step: 'cancelled'; by: 'member' }
  | { step: 'cancelled'; by: 'operator'; reason: string };

/** A step told in `language` (English by default); an operator's reason goes as written. */
export function withdrawalNotice(
  w: Withdrawal,
  notice: WithdrawalNotice,
  language: Language = 'en',
): { title: string; body: string } {
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    translate(language, key, values);
  const which = {
    id: String(w.id),
    amount: formatAmountIn(language, w.amount, w.currency),
    option: payoutOptions[w.payment_option_type].name,
  };
  const released = t('notice.withdrawal.released');
  switch (notice.step) {
    case 'requested':
      return {
        title: t('notice.withdrawal.requested.title'),
        body: [t('notice.withdrawal.requested.body', which), reviewReason(w, language)]
          .filter(Boolean)
          .join(' '),
      };
    case 'approved':
      return {
        title: t('notice.withdrawal.approved.title'),
        body: t('notice.withdrawal.approved.body', which),
      };
    case 'paid':
      return {
        title: t('notice.withdrawal.paid.title'),
        body: t('notice.withdrawal.paid.body', {
          ...which,
          sent: formatAmountIn(language, w.payout_amount, w.unit),
          reference: w.payout_reference ?? '',
        }),
      };
    case 'rejected':
      return {
        title: t('notice.withdrawal.rejected.title'),
        body: t('notice.withdrawal.rejected.body', { ...which, reason: notice.reason, released }),
      };
    case 'cancelled':
      return {
        title: t('notice.withdrawal.cancelled.title'),
        body:
          notice.by === 'member'
            ? t('notice.withdrawal.cancelledByYou.body', { ...which, released })
            : t('notice.withdrawal.cancelledByUs.body', { ...which, reason: notice.reason, released }),
      };
  }
}

/**
 * Why a new withdrawal waits: the reason kept with it is English (place-withdrawal.ts), read as written
 * in English; in another language it is said again from when the hold ends.
 */
function reviewReason(w: Withdrawal, language: Language): string {
  if (!w.review_reason) return '';
  if (language === 'en' || !w.hold_until) return w.review_reason;
  return translate(language, 'notice.withdrawal.reviewHold', {
    until: displayMinuteIn(language, w.hold_until),
  });
}
