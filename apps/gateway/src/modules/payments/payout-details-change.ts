import { payoutOptions, type CustomerPaymentOption, type PaymentOptionType } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { fieldError } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import type { Language } from '../../i18n/translate.ts';
import { brandName } from '../settings/service.ts';
import { actionCodeRefusal, checkActionCode } from '../totp/action-code.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { readFactor } from '../totp/repository.ts';
import type { Verdict } from '../totp/second-factor.ts';
import { describeCustomerOption } from './customer-payment-options.ts';
import { findPaymentOption } from './payment-options-repository.ts';
import { findCurrentDetails, type PayoutDetailsRow } from './payout-details-repository.ts';
import {
  readPayoutDetails,
  sameDetails,
  saveNewPayoutDetails,
  type DetailFields,
} from './payout-details-service.ts';
import { payoutRefusals } from './payout-messages.ts';

type Outcome =
  | { saved: PayoutDetailsRow; changed: boolean }
  | { refused: Extract<Verdict, { ok: false }>; twoFactorOn: boolean };

/**
 * Saves new payout details for an option, proved by the second factor (see `checkActionCode`). The
 * details are checked first, so a mistyped address does not spend the code. Details equal to the saved
 * ones change nothing: no new version (which would restart the 24-hour review) and no notice.
 */
export async function changePayoutDetails(
  ctx: AppContext,
  affiliateId: number,
  request: DetailFields & { payment_option_type: PaymentOptionType; code: string },
  meta: { ip: string; language?: Language },
): Promise<CustomerPaymentOption> {
  const type = request.payment_option_type;
  const option = await findPaymentOption(ctx.db, type);
  if (!option?.enabled)
    throw fieldError('payment_option_type', payoutRefusals.disabled(payoutOptions[type].name));
  const details = readPayoutDetails(type, request);
  const brand = await brandName(ctx);
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const affiliate = await lockAffiliate(tx, affiliateId);
    if (!affiliate) throw new Error(`member ${affiliateId} vanished while signed in`);
    const factor = await readFactor(tx, affiliate);
    const verdict = await checkActionCode(ctx, tx, factor, request.code, 'payment-details');
    // A wrong code is counted: returning (not throwing) commits the count before the refusal is answered.
    if (!verdict.ok) return { refused: verdict, twoFactorOn: factor.two_factor_enabled };
    const current = await findCurrentDetails(tx, affiliateId, type);
    if (current && sameDetails(current, details)) return { saved: current, changed: false };
    return {
      saved: await saveNewPayoutDetails(ctx, tx, factor, type, details, verdict.proof, brand),
      changed: true,
    };
  });
  if ('refused' in outcome) {
    await recordAudit(ctx, {
      event: 'payout-details.refused',
      affiliateId,
      ip: meta.ip,
      detail: { type, reason: outcome.refused.reason },
    });
    throw actionCodeRefusal(outcome.refused, outcome.twoFactorOn);
  }
  if (outcome.changed)
    await recordAudit(ctx, {
      event: 'payout-details.changed',
      affiliateId,
      ip: meta.ip,
      detail: { type, detailsId: outcome.saved.id },
    });
  return describeCustomerOption(type, outcome.saved, ctx.config.now(), meta.language);
}
