import { describe, expect, it } from 'vitest';
import type { ReviewedKycAttempt } from '@affiliate/contract/endpoints/kyc';
import { providerResult } from '../provider-result';

function attempt(
  overrides: Partial<ReviewedKycAttempt> = {},
  callback: Partial<NonNullable<ReviewedKycAttempt['details']['callback']>> | null = {},
): ReviewedKycAttempt {
  return {
    id: 3,
    provider: 'jumio',
    created_at: '2026-11-26T09:00:00.000Z',
    updated_at: '2026-11-26T09:05:00.000Z',
    transaction_reference: 'a1b2c3',
    result_source: 'callback',
    has_document: false,
    details: {
      scan: { status: 'DONE' },
      callback: callback && {
        idScanStatus: 'ERROR',
        verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE',
        rejectReason: null,
        received_at: '2026-11-26T09:05:00.000Z',
        ...callback,
      },
    },
    ...overrides,
  };
}

describe("the provider's result, as the review shows it", () => {
  it('names the verdict, keeps its code, and says which provider, which scan and how the result came', () => {
    expect(providerResult(attempt())).toEqual({
      verdict: 'Type of ID not supported',
      code: 'DENIED_UNSUPPORTED_ID_TYPE',
      reason: null,
      source: "Jumio, reference a1b2c3, result from the provider's callback",
    });
  });

  it("reads Netverify's reason with its code", () => {
    const fraud = attempt(
      { provider: 'sandbox', result_source: 'retrieval' },
      {
        verificationStatus: 'DENIED_FRAUD',
        rejectReason: '{"rejectReasonCode":"100","rejectReasonDescription":"MANIPULATED_DOCUMENT"}',
      },
    );
    expect(providerResult(fraud)).toMatchObject({
      verdict: 'Denied: fraud suspected',
      reason: 'Manipulated document. (code 100)',
      source: 'Sandbox, reference a1b2c3, result fetched from the provider',
    });
  });

  it('says where a scan stands when the provider gave no verdict', () => {
    expect(
      providerResult(
        attempt({
          transaction_reference: null,
          result_source: null,
          details: { scan: { status: 'PENDING' }, callback: null },
        }),
      ),
    ).toMatchObject({
      verdict: 'Waiting for the provider',
      code: null,
      source: 'Jumio, no result yet',
    });
    expect(providerResult(attempt({ details: { scan: { status: 'FAILED' }, callback: null } })).verdict).toBe(
      'Not completed',
    );
    expect(providerResult(attempt({}, { verificationStatus: null })).verdict).toBe('Scan failed, no verdict');
  });
});
