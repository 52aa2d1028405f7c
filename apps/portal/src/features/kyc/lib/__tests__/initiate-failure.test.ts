import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/lib/http-client';
import { initiateFailureMessage } from '../initiate-failure';

const answer = (status: number, data: unknown) => ({ status, headers: new Headers(), data });

describe('why a verification could not start', () => {
  it('says what a conflict, a limit and a refused address mean, keeping the gateway’s words', () => {
    expect(
      initiateFailureMessage(answer(409, { message: 'A verification is already open.', code: 40900 })),
    ).toBe(
      'A verification cannot start now: A verification is already open. The status below has been brought up to date.',
    );
    expect(initiateFailureMessage(answer(429, { message: 'Try again tomorrow.', code: 42900 }))).toBe(
      'You have reached the number of verification attempts for now: Try again tomorrow.',
    );
    expect(
      initiateFailureMessage(
        answer(422, {
          message: 'The given data was invalid.',
          errors: { successUrl: ['The return address must be on the portal’s own kyc path.'] },
        }),
      ),
    ).toBe('The verification could not start: The return address must be on the portal’s own kyc path.');
  });

  it('any other failure: the reason, a lost connection included', () => {
    expect(initiateFailureMessage(answer(503, { message: 'The service is unavailable.' }))).toBe(
      'The verification could not start. The service is unavailable.',
    );
    expect(initiateFailureMessage(new NetworkError('fetch failed'))).toBe(
      'The verification could not start. The server could not be reached. Check your connection and try again.',
    );
  });
});
