import { api, type kycReview } from '@affiliate/contract';
import type { z } from 'zod';
import { defineCommand, positiveId, UsageError } from '../command.ts';

type KycInput =
  | { action: 'reviews' }
  | { action: 'approve'; affiliateId: number }
  | { action: 'refuse'; affiliateId: number; reason: string };

/** `#12  alice  waiting since …  (2 attempt(s); provider said REJECTED)` */
export function kycReviewLine(r: z.output<typeof kycReview>): string {
  const said = r.latest_attempt?.details.callback?.verificationStatus ?? 'nothing';
  return `#${r.member_id}  ${r.username}  waiting since ${r.waiting_since}  (${r.attempts} attempt(s); provider said ${said})`;
}

export const kyc = defineCommand({
  name: 'kyc',
  usage: `  kyc reviews                        identities waiting for a manual review, oldest first
  kyc approve ID                     verify the affiliate's identity after review (the affiliate is told)
  kyc refuse ID --reason "..."       refuse it with the reason the affiliate reads; a new attempt can start`,
  options: { reason: { type: 'string' } },
  parse(args): KycInput {
    const [action, idArg] = args.positionals;
    if (action === 'reviews') return { action };
    if (action !== 'approve' && action !== 'refuse')
      throw new UsageError('Usage: npm run operator -- kyc reviews | approve ID | refuse ID --reason "..."');
    const affiliateId = positiveId(idArg);
    if (affiliateId === null)
      throw new UsageError(
        `Usage: npm run operator -- kyc ${action} ID${action === 'refuse' ? ' --reason "..."' : ''}`,
      );
    if (action === 'approve') return { action, affiliateId };
    const reason = (args.text('reason') ?? '').trim();
    if (reason.length < 3)
      throw new UsageError(
        'kyc refuse needs --reason "..." (at least 3 characters): the affiliate reads it.',
      );
    return { action, affiliateId, reason };
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'approve')
      return gateway.call(api.operator.approveKyc, { params: { memberId: input.affiliateId } });
    if (input.action === 'refuse')
      return gateway.call(api.operator.refuseKyc, {
        params: { memberId: input.affiliateId },
        body: { reason: input.reason },
      });
    return gateway.call(api.operator.kycReviews, { query: { per_page: 100 } });
  },
  print(result, input) {
    if (Array.isArray(result))
      return result.length > 0
        ? result.map(kycReviewLine).join('\n')
        : 'No identity is waiting for a manual review.';
    const affiliateId = input.action === 'reviews' ? '' : input.affiliateId;
    return result.verified
      ? `Affiliate ${affiliateId} is verified; they get a notification and an email.`
      : `Refused affiliate ${affiliateId}'s identity; they get the reason by notification and email.`;
  },
});
