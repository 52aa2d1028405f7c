import {
  checkPayoutDetail,
  errorCodes,
  payoutOptions,
  type PaymentOptionType,
  type PayoutFieldName,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { translate } from '../../i18n/translate.ts';
import { notifyAffiliateAlways } from '../notifications/member-event.ts';
import * as repo from './payout-details-repository.ts';

/** What a request carries of an option's detail fields. */
export type DetailFields = Partial<Record<PayoutFieldName, string>>;

/**
 * The option's details from a request, checked with its network's rules (checksums included): the
 * details to store, or a 422 with the message on the field. Only the option's own field is kept.
 */
export function readPayoutDetails(type: PaymentOptionType, fields: DetailFields): Record<string, string> {
  const field = payoutOptions[type].field;
  const value = fields[field]?.trim() ?? '';
  const problem = value === '' ? `${fieldLabel(field)} is not valid.` : checkPayoutDetail(type, value);
  if (problem) throw new ApiError(422, problem, errorCodes.validationFailed, { [field]: [problem] });
  return { [field]: value };
}

/** The label of a detail field, as the form shows it and as the specification's default message names it. */
export function fieldLabel(field: PayoutFieldName): string {
  return field === 'wallet_address' ? 'Wallet address' : 'Account';
}

/** Whether the request's details are the ones already saved (the same text, compared exactly). */
export function sameDetails(saved: repo.PayoutDetailsRow | null, details: Record<string, string>): boolean {
  if (!saved) return false;
  const keys = Object.keys(details);
  return (
    keys.length === Object.keys(saved.details).length && keys.every((k) => saved.details[k] === details[k])
  );
}

/** `TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL` -> `TNPe…YqeL`; `anna@example.com` -> `a•••@example.com`. */
export function maskDestination(details: Record<string, string>): string {
  const value = Object.values(details)[0] ?? '';
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}•••${value.slice(at)}`;
  return value.length > 10
    ? `${value.slice(0, 4)}…${value.slice(-4)}`
    : `${value.slice(0, 2)}•••${value.slice(-2)}`;
}

/**
 * Stores new payout details, proved by a second factor the caller has checked in `tx` (on the member's
 * locked row), and tells the affiliate at once, in the portal and by email. The email is sent whatever
 * the email preferences say: swapping payout details is what an account thief does first, and the
 * affiliate must hear of it even if the thief turned the emails off.
 */
export async function saveNewPayoutDetails(
  ctx: AppContext,
  tx: Queryable,
  affiliate: { member_id: number; email: string },
  type: PaymentOptionType,
  details: Record<string, string>,
  proof: string,
  brand: string,
): Promise<repo.PayoutDetailsRow> {
  const now = ctx.config.now();
  const saved = await repo.insertDetails(tx, {
    affiliateId: affiliate.member_id,
    type,
    details,
    proof,
    at: now,
  });
  const option = payoutOptions[type].name;
  await notifyAffiliateAlways(
    ctx,
    tx,
    { affiliateId: affiliate.member_id, mailTo: affiliate.email },
    (language) => ({
      title: translate(language, 'notice.payoutDetails.title', { option }),
      body: translate(language, 'notice.payoutDetails.body', {
        option,
        destination: maskDestination(details),
        ifNotYou: translate(language, 'notice.security.ifNotYou'),
      }),
    }),
    brand,
  );
  return saved;
}
