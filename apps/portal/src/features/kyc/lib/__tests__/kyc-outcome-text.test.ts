import { describe, expect, it } from 'vitest';
import { kycAttempt, kycCallback, kycStatusFixture } from '@/testing/kyc-fixtures';
import { attemptOutcome, failureExplanation } from '../kyc-outcome-text';

describe('the outcome of an attempt, in plain words', () => {
  it('names each verdict of the provider in the history', () => {
    expect(attemptOutcome(kycAttempt(1, 'DONE', kycCallback()))).toBe('Approved');
    expect(
      attemptOutcome(
        kycAttempt(1, 'DONE', kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'DENIED_FRAUD' })),
      ),
    ).toBe('Refused: document not accepted as genuine');
    expect(
      attemptOutcome(
        kycAttempt(
          1,
          'DONE',
          kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE' }),
        ),
      ),
    ).toBe('Refused: type of document not accepted');
    expect(
      attemptOutcome(
        kycAttempt(
          1,
          'DONE',
          kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'DENIED_UNSUPPORTED_ID_COUNTRY' }),
        ),
      ),
    ).toBe('Refused: issuing country not accepted');
    expect(
      attemptOutcome(
        kycAttempt(
          1,
          'DONE',
          kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'ERROR_NOT_READABLE_ID' }),
        ),
      ),
    ).toBe('Image could not be read');
    expect(
      attemptOutcome(
        kycAttempt(1, 'DONE', kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'NO_ID_UPLOADED' })),
      ),
    ).toBe('No document received');
    expect(attemptOutcome(kycAttempt(1, 'PENDING', null))).toBe('Waiting for the result');
    expect(
      attemptOutcome(
        kycAttempt(1, 'FAILED', kycCallback({ idScanStatus: 'ERROR', verificationStatus: null })),
      ),
    ).toBe('Not completed');
  });

  it('explains a failure from the latest attempt, with the provider’s reason and the reviewer’s note', () => {
    const fraud = kycStatusFixture({
      attempts: [
        kycAttempt(
          2,
          'DONE',
          kycCallback({
            idScanStatus: 'ERROR',
            verificationStatus: 'DENIED_FRAUD',
            rejectReason: 'MANIPULATED_DOCUMENT',
          }),
        ),
      ],
    });
    expect(failureExplanation(fraud)).toEqual([
      'The document could not be accepted as genuine. Use the original document (not a copy or a screen) and make sure it is your own.',
      "Provider's reason: Manipulated document.",
    ]);
    const reviewed = kycStatusFixture({
      review_note: 'The name does not match your account.',
      attempts: [
        kycAttempt(
          2,
          'DONE',
          kycCallback({
            idScanStatus: 'ERROR',
            verificationStatus: null,
            rejectReason: 'The name does not match your account.',
          }),
        ),
      ],
    });
    expect(failureExplanation(reviewed)).toEqual([
      'The provider could not complete the check of your document.',
      "Reviewer's note: The name does not match your account.",
    ]);
    expect(failureExplanation(undefined)).toEqual(['The verification was not completed at the provider.']);
  });
});
