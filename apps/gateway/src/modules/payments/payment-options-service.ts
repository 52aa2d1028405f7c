import Decimal from 'decimal.js';
import {
  payoutOptions,
  type ActivePaymentOption,
  type PaymentOptionType,
  type ProcessedPaymentOption,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { readBalance } from '../ledger/service.ts';
import { findAffiliate } from '../members/repository.ts';
import * as repo from './payment-options-repository.ts';
import { listCurrentDetails, reviewUntil } from './payout-details-repository.ts';
import type { Language } from '../../i18n/translate.ts';
import { payoutMessageIn, payoutRefusals } from './payout-messages.ts';
import { termsOf } from './withdrawal-terms.ts';

/** An option row as the affiliate reads it: the brand's limits with the option's name, kind and unit. */
function describeOption(row: repo.PaymentOptionRow, limitsCurrency: string): ActivePaymentOption {
  const definition = payoutOptions[row.type];
  return {
    type: row.type,
    name: definition.name,
    kind: definition.kind,
    min_amount: new Decimal(row.min_amount).toFixed(2),
    max_amount: new Decimal(row.max_amount).toFixed(2),
    currency: limitsCurrency,
    rate_asset: definition.rateAsset,
    unit: definition.unit,
    decimals: definition.decimals,
    network_fee:
      definition.kind === 'crypto' ? new Decimal(row.network_fee).toFixed(definition.decimals) : null,
  };
}

/** Crypto limits are in EUR (rates are only against EUR); an e-wallet pays in the balance's own currency. */
function limitsCurrencyOf(type: PaymentOptionType, affiliateCurrency: string): string {
  return payoutOptions[type].rateAsset ? 'EUR' : affiliateCurrency;
}

async function signedInAffiliate(ctx: AppContext, affiliateId: number) {
  const affiliate = await findAffiliate(ctx.db, affiliateId);
  if (!affiliate) throw new ApiError(404, 'Member not found.');
  return affiliate;
}

export async function activePaymentOptions(
  ctx: AppContext,
  affiliateId: number,
): Promise<ActivePaymentOption[]> {
  const affiliate = await signedInAffiliate(ctx, affiliateId);
  const rows = await repo.listPaymentOptions(ctx.db, { enabledOnly: true });
  return rows.map((row) => describeOption(row, limitsCurrencyOf(row.type, affiliate.currency)));
}

/**
 * Each active option as it stands for the affiliate: usable now or not, and why not, in this order:
 * the option's rate (missing, out of date, or not against the balance's currency), then the available
 * balance against the option's minimum. With the age of the affiliate's saved details; why not in
 * `language`.
 */
export async function processedPaymentOptions(
  ctx: AppContext,
  affiliateId: number,
  language: Language = 'en',
): Promise<ProcessedPaymentOption[]> {
  const affiliate = await signedInAffiliate(ctx, affiliateId);
  const now = ctx.config.now();
  const [rows, saved, balance] = await Promise.all([
    repo.listPaymentOptions(ctx.db, { enabledOnly: true }),
    listCurrentDetails(ctx.db, affiliateId),
    readBalance(ctx.db, affiliateId),
  ]);
  const available = balance?.available ?? '0.00';
  return Promise.all(
    rows.map(async (row) => {
      const terms = await termsOf(ctx, ctx.db, affiliate, row.type, row, now, language);
      const belowMinimum = new Decimal(available).lessThan(row.min_amount);
      const reason =
        terms.blocked ??
        (belowMinimum
          ? payoutMessageIn(
              language,
              payoutRefusals.belowMinimum(
                terms.definition.name,
                available,
                row.min_amount,
                terms.limitsCurrency,
              ),
            )
          : null);
      const details = saved.find((d) => d.payment_option_type === row.type) ?? null;
      return {
        ...describeOption(row, terms.limitsCurrency),
        available: reason === null,
        unavailable_reason: reason,
        has_details: details !== null,
        details_saved_at: details?.saved_at.toISOString() ?? null,
        review_until: (details && reviewUntil(details, now)?.toISOString()) ?? null,
      };
    }),
  );
}

/** The contract's words for the same mistake within one request. */
export const MAX_BELOW_MIN = 'The maximum must not be below the minimum.';

export type OperatorPaymentOption = ActivePaymentOption & { enabled: boolean; network_fee: string };

function describeForOperator(row: repo.PaymentOptionRow): OperatorPaymentOption {
  const definition = payoutOptions[row.type];
  return {
    ...describeOption(row, limitsCurrencyOf(row.type, 'EUR')),
    enabled: row.enabled,
    network_fee: new Decimal(row.network_fee).toFixed(definition.decimals),
  };
}

export async function listPaymentOptionsForOperator(ctx: AppContext): Promise<OperatorPaymentOption[]> {
  return (await repo.listPaymentOptions(ctx.db, { enabledOnly: false })).map(describeForOperator);
}

/**
 * Changes an option. The limits are checked against each other once merged with the stored ones, on the
 * locked row: raising only the minimum above the stored maximum is refused like sending both.
 */
export async function updatePaymentOption(
  ctx: AppContext,
  type: PaymentOptionType,
  changes: { enabled?: boolean; min_amount?: string; max_amount?: string; network_fee?: string },
): Promise<OperatorPaymentOption> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockPaymentOption(tx, type);
    if (!current) throw new ApiError(404, 'Payment option not found.');
    const next = {
      type,
      enabled: changes.enabled ?? current.enabled,
      min_amount: changes.min_amount ?? current.min_amount,
      max_amount: changes.max_amount ?? current.max_amount,
      network_fee: changes.network_fee ?? current.network_fee,
    };
    if (!new Decimal(next.min_amount).greaterThan(0))
      throw fieldError('min_amount', 'The minimum must be above zero.');
    const { unit, decimals } = payoutOptions[type];
    // A fee finer than the asset carries could not be taken from what is sent (USDT and USDC have 6 decimals).
    if (changes.network_fee !== undefined && new Decimal(changes.network_fee).decimalPlaces() > decimals)
      throw fieldError(
        'network_fee',
        `${unit} carries ${decimals} decimals: enter the network fee with at most ${decimals}.`,
      );
    if (new Decimal(next.max_amount).lessThan(next.min_amount)) {
      const field = changes.max_amount !== undefined ? 'max_amount' : 'min_amount';
      throw fieldError(field, MAX_BELOW_MIN);
    }
    return repo.updatePaymentOptionRow(tx, next, ctx.config.now());
  });
  return describeForOperator(row);
}
