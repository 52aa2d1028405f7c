import { describe, expect, it } from 'vitest';
import { NetworkError } from '@/lib/http-client';
import { IdempotencyKeys } from '../idempotency-keys';

function book() {
  let n = 0;
  return new IdempotencyKeys(() => `key-${++n}`);
}
const submission = {
  payment_option_type: 'USDTTRC20',
  amount: '150',
  wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  code: '123456',
};
const answer = (status: number) => ({ status, headers: new Headers(), data: { message: 'x' } });

describe('the Idempotency-Key of a withdrawal', () => {
  it('is reused when the same submission is sent again after no answer', () => {
    const keys = book();
    const first = keys.keyFor(submission);
    keys.settle(first, IdempotencyKeys.outcomeOf(new NetworkError('Failed to fetch')));
    // The same fields, set in another order, are the same submission.
    expect(
      keys.keyFor({
        code: '123456',
        amount: '150',
        wallet_address: submission.wallet_address,
        payment_option_type: 'USDTTRC20',
      }),
    ).toBe(first);
    keys.settle(first, IdempotencyKeys.outcomeOf(answer(503)));
    expect(keys.keyFor(submission)).toBe(first);
  });

  it('is new for a changed submission, and after the gateway answered', () => {
    const keys = book();
    const first = keys.keyFor(submission);
    keys.settle(first, 'unanswered');
    const changed = keys.keyFor({ ...submission, amount: '151' });
    expect(changed).not.toBe(first);
    keys.settle(changed, IdempotencyKeys.outcomeOf(answer(422)));
    expect(keys.keyFor({ ...submission, amount: '151' })).not.toBe(changed);
    const third = keys.keyFor(submission);
    keys.settle(third, 'answered');
    expect(keys.keyFor(submission)).not.toBe(third);
  });

  it('counts no answer, server failures and rate limits as unanswered; decisions as answered', () => {
    expect(
      [new NetworkError('x'), answer(500), answer(503), answer(429)].map(IdempotencyKeys.outcomeOf),
    ).toEqual(['unanswered', 'unanswered', 'unanswered', 'unanswered']);
    expect([answer(422), answer(409), answer(403), answer(401)].map(IdempotencyKeys.outcomeOf)).toEqual([
      'answered',
      'answered',
      'answered',
      'answered',
    ]);
  });

  it('is a UUID by default', () => {
    expect(new IdempotencyKeys().keyFor(submission)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
