import Decimal from 'decimal.js';
import { errorCodes, payoutOptions, type Withdrawal, type WithdrawRequest } from '@affiliate/contract';
import { displayMinute } from '../../calendar/display-dates.ts';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError, type ErrorMessage, type ErrorText } from '../../http/api-error.ts';
import { identityRefusal } from './identity-rule.ts';
import { refusalAmount } from './refusal-amounts.ts';
import { postLedgerTransaction } from '../ledger/service.ts';
import type { LockedAffiliate } from '../members/affiliate-lock.ts';
import { notifyAffiliateEvent } from '../notifications/member-event.ts';
import { findCurrentDetails, reviewUntil } from '../payments/payout-details-repository.ts';
import { readPayoutDetails, sameDetails, saveNewPayoutDetails } from '../payments/payout-details-service.ts';
import type { PaymentOptionRow } from '../payments/payment-options-repository.ts';
import { withdrawalTerms } from '../payments/withdrawal-terms.ts';
import type { Proof } from '../totp/second-factor.ts';
import { withdrawalNotice } from './notices.ts';
import { cryptoQuote, eWalletQuote, type PayoutQuote } from './payout-quote.ts';
import { toWithdrawal } from './presenter.ts';
import * as repo from './repository.ts';

/** The affiliate, locked by the caller (`lockAffiliate`), and where its notices go. */
export interface WithdrawingAffiliate {
  affiliate: LockedAffiliate;
  email: string;
}

const optionRefused = (message: ErrorMessage) => fieldError('payment_option_type', message);

/**
 * The money-moving part of a withdrawal, after the second factor was accepted: in `tx`, on the member
 * row the caller has locked (so the affiliate's money actions run one at a time across replicas and the
 * available balance read by the hold is the one it changes). Checks the option, its limits and the
 * details; converts at a fresh rate for crypto; holds the amount (an overdraft is refused by the
 * ledger, 422 on amount); records the withdrawal and its first event; tells the affiliate. Any refusal
 * throws, and the caller's transaction rolls back whole.
 */
export async function placeWithdrawal(
  ctx: AppContext,
  tx: Queryable,
  affiliate: WithdrawingAffiliate,
  request: Omit<WithdrawRequest, 'code'>,
  proof: Proof,
  brand: string,
): Promise<Withdrawal> {
  const now = ctx.config.now();
  const type = request.payment_option_type;
  const definition = payoutOptions[type];
  const { affiliateId, currency } = affiliate.affiliate;
  // The same terms the options list shows, so a withdrawal is refused exactly when the list says so.
  const { option, rate, refusal } = await withdrawalTerms(ctx, tx, { currency }, type, now);
  if (refusal || !option)
    throw optionRefused(
      refusal ?? { key: 'error.withdrawal.notOffered', values: { option: definition.name } },
    );
  checkLimits(definition.name, option, request.amount);
  const identity = await identityRefusal(tx, affiliateId, request.amount);
  if (identity)
    throw new ApiError(403, identity, errorCodes.identityVerificationRequired, { amount: [identity] });

  const details = readPayoutDetails(type, request);
  const saved = await findCurrentDetails(tx, affiliateId, type);
  const current = sameDetails(saved, details)
    ? saved!
    : await saveNewPayoutDetails(
        ctx,
        tx,
        { member_id: affiliateId, email: affiliate.email },
        type,
        details,
        proof,
        brand,
      );
  const until = reviewUntil(current, now);
  const reviewReason = until
    ? `New payout details: this withdrawal waits for our review until ${displayMinute(until)}.`
    : null;

  let quote: PayoutQuote;
  if (rate) {
    const crypto = cryptoQuote(request.amount, rate.rate, option.network_fee, definition.decimals);
    if (!crypto)
      throw fieldError('amount', {
        key: 'error.withdrawal.nothingLeft',
        values: (language) => ({
          option: definition.name,
          fee: refusalAmount(language, option.network_fee, definition.unit, definition.decimals),
        }),
      });
    quote = crypto;
  } else {
    quote = eWalletQuote(request.amount);
  }

  const amount = new Decimal(request.amount).toFixed(2);
  const withdrawalId = await repo.insertWithdrawal(tx, {
    affiliateId: affiliateId,
    type,
    payoutDetailsId: current.id,
    amount,
    currency,
    fee: quote.fee,
    payoutAmount: quote.payoutAmount,
    unit: definition.rateAsset ? definition.unit : currency,
    rate,
    reviewReason,
    at: now,
  });
  // The hold after the row it points at; its overdraft refusal rolls the row back with it.
  await postLedgerTransaction(tx, affiliate.affiliate, {
    kind: 'withdrawal_hold',
    entries: [
      { account: 'affiliate_available', amount: `-${amount}` },
      { account: 'affiliate_held', amount },
    ],
    description: `Withdrawal #${withdrawalId} requested (${definition.name})`,
    withdrawalId,
    createdBy: 'member',
    at: now,
  });
  await repo.insertEvent(tx, {
    withdrawalId,
    status: 'requested',
    actor: 'member',
    note: reviewReason,
    at: now,
  });
  const withdrawal = toWithdrawal((await repo.findWithdrawal(tx, withdrawalId))!);
  await notifyAffiliateEvent(
    ctx,
    tx,
    affiliateId,
    'withdrawal',
    (language) => withdrawalNotice(withdrawal, { step: 'requested' }, language),
    brand,
  );
  return withdrawal;
}

function checkLimits(name: string, option: PaymentOptionRow, amount: string): void {
  const limit = (key: 'error.withdrawal.minimum' | 'error.withdrawal.maximum', value: string): ErrorText => ({
    key,
    values: (language) => ({ option: name, amount: refusalAmount(language, value, 'EUR') }),
  });
  if (new Decimal(amount).lt(option.min_amount))
    throw fieldError('amount', limit('error.withdrawal.minimum', option.min_amount));
  if (new Decimal(amount).gt(option.max_amount))
    throw fieldError('amount', limit('error.withdrawal.maximum', option.max_amount));
}
