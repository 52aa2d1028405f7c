import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pageQuery, pagedEnvelope } from '../common/envelope.ts';
import { isoDateTime, memberId } from '../common/primitives.ts';

/**
 * Identity verification (KYC) through a provider: a Jumio-compatible one (Netverify v4) or the built-in
 * sandbox provider, which hosts a page on the gateway where a tester picks the outcome and then calls
 * back and redirects exactly like the real provider.
 */

/** The provider's scan status of an attempt (Netverify retrieval: PENDING, DONE, FAILED). */
export const kycScanStatus = z.enum(['PENDING', 'DONE', 'FAILED']);
/** The callback's idScanStatus. */
export const kycIdScanStatus = z.enum(['SUCCESS', 'ERROR']);
/** The callback's verificationStatus (Netverify v4). */
export const kycVerificationStatus = z.enum([
  'APPROVED_VERIFIED',
  'DENIED_FRAUD',
  'DENIED_UNSUPPORTED_ID_TYPE',
  'DENIED_UNSUPPORTED_ID_COUNTRY',
  'ERROR_NOT_READABLE_ID',
  'NO_ID_UPLOADED',
]);
export type KycVerificationStatus = z.infer<typeof kycVerificationStatus>;

export const kycAttempt = z.object({
  id: z.number().int().positive(),
  provider: z.enum(['sandbox', 'jumio']),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  details: z.object({
    scan: z.object({ status: kycScanStatus }),
    /** Null until the provider's callback has arrived. */
    callback: z
      .object({
        idScanStatus: kycIdScanStatus,
        verificationStatus: kycVerificationStatus.nullable(),
        /** The provider's reason code or text for a refusal, or the operator's reason after review. */
        rejectReason: z.string().nullable(),
        received_at: isoDateTime,
      })
      .nullable(),
  }),
});
export type KycAttempt = z.infer<typeof kycAttempt>;

/** The specification's identity verification details. `attempts` are newest first: the first is the latest. */
export const kycStatusResponse = z.object({
  requires_manual: z.boolean(),
  verified: z.boolean(),
  attempts: z.array(kycAttempt),
  /** How many more attempts may start today (UTC day). */
  attempts_left_today: z.number().int().min(0),
  /** The operator's reason when a manual review refused the identity; null otherwise. */
  review_note: z.string().nullable(),
});
export type KycStatus = z.infer<typeof kycStatusResponse>;

export const kycStatusParams = z.object({ memberId });

export const kycStatus = endpoint({
  method: 'GET',
  path: '/api/v1/kyc/status/{memberId}',
  access: 'member',
  owner: 'memberId',
  summary:
    "The signed-in affiliate's identity verification: requires_manual, verified, and the attempts with their scan status and callback (another affiliate's id is 403)",
  tags: ['kyc'],
  params: kycStatusParams,
  response: dataEnvelope(kycStatusResponse),
});

export const kycInitiateRequest = z.object({
  /** The portal sends the affiliate's id; it must be the signed-in affiliate's. */
  userReference: z.string().trim().min(1).max(100),
  /** Where the provider sends the browser back; both must be on the portal's own kyc path (`/config.json`). */
  successUrl: z.string().trim().max(2000),
  errorUrl: z.string().trim().max(2000),
});

export const kycInitiate = endpoint({
  method: 'POST',
  path: '/api/v1/kyc/initiate',
  access: 'member',
  summary:
    'Start a verification attempt with the provider; the browser then goes to redirectUrl. One open attempt at a time, a few per day; 409 once verified',
  tags: ['kyc'],
  body: kycInitiateRequest,
  response: dataEnvelope(z.object({ redirectUrl: z.string(), transactionReference: z.string() })),
});

/** The open attempt's provider page again, for an affiliate who left it without sending anything. */
export const kycContinue = endpoint({
  method: 'POST',
  path: '/api/v1/kyc/continue',
  access: 'member',
  summary:
    "The signed-in affiliate's open attempt (started, no answer from the provider yet): its provider page again, to finish it. 404 when no attempt is open",
  tags: ['kyc'],
  response: dataEnvelope(z.object({ redirectUrl: z.string(), transactionReference: z.string() })),
});

/** Start again: the open attempt is abandoned (a late answer for it still lands) and a new one starts. */
export const kycRestart = endpoint({
  method: 'POST',
  path: '/api/v1/kyc/restart',
  access: 'member',
  summary:
    "Abandon the signed-in affiliate's open attempt, however recent, and start a new one (same body and limits as initiate: a few per day, 429 with Retry-After)",
  tags: ['kyc'],
  body: kycInitiateRequest,
  response: dataEnvelope(z.object({ redirectUrl: z.string(), transactionReference: z.string() })),
});

// ---- The provider's side: callback, and the sandbox provider's hosted page -------------------------

export const kycCallbackParams = z.object({
  attemptId: z.coerce.number().int().positive().max(2_147_483_647),
  /** The attempt's own secret, part of the callback address given to the provider (at most the router's longest path parameter, 100). */
  secret: z.string().min(1).max(100),
});

/** Netverify v4's form-encoded callback (the fields we read; providers send more, which are ignored). */
export const kycCallbackBody = z.object({
  jumioIdScanReference: z.string().max(200).optional(),
  merchantIdScanReference: z.string().max(200).optional(),
  customerId: z.string().max(200).optional(),
  idScanStatus: kycIdScanStatus,
  verificationStatus: kycVerificationStatus.optional(),
  rejectReason: z.string().max(4000).optional(),
  callbackDate: z.string().max(100).optional(),
});

export const kycCallback = endpoint({
  method: 'POST',
  path: '/api/v1/kyc/callback/{attemptId}/{secret}',
  access: 'public',
  owner: null,
  summary:
    "The provider's callback (form-encoded, Netverify v4 fields): authenticated by the attempt's secret in the address, and for the real provider by its address allow-list. A callback for an unknown or finished attempt changes nothing",
  tags: ['kyc'],
  params: kycCallbackParams,
  body: kycCallbackBody,
  response: z.string(),
  xsrf: 'exempt',
});

export const kycSandboxOutcome = z.enum([
  'approved',
  'fraud',
  'unsupported-id',
  'unreadable',
  'no-id',
  'processing',
]);

export const kycSandboxPage = endpoint({
  method: 'GET',
  path: '/api/v1/kyc/sandbox/{attemptId}/{secret}',
  access: 'public',
  owner: null,
  summary: "The sandbox provider's hosted page (HTML): upload any image of an ID and pick the outcome",
  tags: ['kyc'],
  params: kycCallbackParams,
  response: z.string(),
  produces: 'text/html',
  errorPages: 'html',
});

export const kycSandboxSubmit = endpoint({
  method: 'POST',
  path: '/api/v1/kyc/sandbox/{attemptId}/{secret}',
  access: 'public',
  owner: null,
  summary:
    "The sandbox page's form (multipart: the image and the outcome): the sandbox calls the callback as the real provider would, then redirects (302) to the success or error address",
  tags: ['kyc'],
  params: kycCallbackParams,
  status: 302,
  response: z.string(),
  xsrf: 'exempt',
  errorPages: 'html',
});

// ---- Operator: manual review ------------------------------------------------------------------------

/** Where a manual review stands: waiting for an operator, or decided (the latest decision on the affiliate). */
export const kycReviewStatus = z.enum(['waiting', 'approved', 'refused'], 'Status is not valid.');
export type KycReviewStatus = z.infer<typeof kycReviewStatus>;

/** An attempt as the reviewer reads it: what the affiliate sees, plus the provider's own reference and how the result came. */
export const reviewedKycAttempt = kycAttempt.extend({
  /** The provider's reference of the scan (Netverify's scan reference), to look it up on the provider's side; null until it answered the start. */
  transaction_reference: z.string().nullable(),
  /** How the result arrived: the provider's callback, or our retrieval when no callback came; null while none has. */
  result_source: z.enum(['callback', 'retrieval']).nullable(),
  /** The provider keeps the picture the applicant submitted and the console can show it (kycAttemptDocument). */
  has_document: z.boolean(),
});
export type ReviewedKycAttempt = z.infer<typeof reviewedKycAttempt>;

/** How many attempts a review shows besides the latest: enough to see a pattern (fraud, then another ID). */
export const KYC_REVIEW_EARLIER_ATTEMPTS = 4;

export const kycReview = z.object({
  member_id: memberId,
  username: z.string(),
  /** The name and country the affiliate signed up with, to compare with the ID. */
  name: z.string(),
  email: z.string(),
  country: z.string(),
  status: kycReviewStatus,
  attempts: z.number().int().min(0),
  /** Waiting: the affiliate's latest attempt; decided: the latest attempt at the time of the decision. */
  latest_attempt: reviewedKycAttempt.nullable(),
  /** The attempts before it, newest first (at most KYC_REVIEW_EARLIER_ATTEMPTS). */
  earlier_attempts: z.array(reviewedKycAttempt),
  waiting_since: isoDateTime,
  /** Null while waiting. `by` is the operator's email (or `machine <token fingerprint>`); the reason is the refusal's. */
  decision: z.object({ at: isoDateTime, by: z.string(), reason: z.string().nullable() }).nullable(),
});
export type KycReview = z.infer<typeof kycReview>;

export const kycReviewsQuery = pageQuery.extend({ status: kycReviewStatus.default('waiting') });

export const kycReviews = endpoint({
  method: 'GET',
  path: '/api/v1/operator/kyc/reviews',
  access: 'operator',
  roles: ['support'],
  summary:
    "Manual identity reviews: those waiting (the default), oldest first, or the decided ones (approved, refused), newest decision first; each with the affiliate, the provider's result of the latest attempt and the earlier attempts",
  tags: ['operator'],
  query: kycReviewsQuery,
  response: pagedEnvelope(kycReview),
});

export const kycAttemptParams = z.object({
  memberId,
  attemptId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const kycAttemptDocument = endpoint({
  method: 'GET',
  path: '/api/v1/operator/kyc/{memberId}/attempts/{attemptId}/document',
  access: 'operator',
  roles: ['support'],
  owner: null,
  summary:
    "The picture of the ID the applicant submitted in an attempt, as the provider keeps it (the sandbox provider's): the image itself (image/png, image/jpeg, image/gif or image/webp, nosniff, never cached). 404 when the attempt is not the affiliate's or the provider keeps no picture of it",
  tags: ['operator'],
  params: kycAttemptParams,
  response: z.string(),
});

/** The operator's reason for a refusal, which the affiliate reads. */
export const KYC_REFUSAL_REASON_MIN = 3;
export const KYC_REFUSAL_REASON_MAX = 500;

export const approveKyc = endpoint({
  method: 'POST',
  path: '/api/v1/operator/kyc/{memberId}/approve',
  access: 'operator',
  roles: ['support'],
  owner: null,
  summary: "Approve an affiliate's identity after manual review: verified, and the affiliate is told",
  tags: ['operator'],
  params: kycStatusParams,
  response: dataEnvelope(kycStatusResponse),
});

export const refuseKyc = endpoint({
  method: 'POST',
  path: '/api/v1/operator/kyc/{memberId}/refuse',
  access: 'operator',
  roles: ['support'],
  owner: null,
  summary:
    "Refuse an affiliate's identity after manual review, with a reason the affiliate reads; a new attempt can start",
  tags: ['operator'],
  params: kycStatusParams,
  body: z.object({ reason: z.string().trim().min(KYC_REFUSAL_REASON_MIN).max(KYC_REFUSAL_REASON_MAX) }),
  response: dataEnvelope(kycStatusResponse),
});
