import { beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig, getRuntimeConfig } from '@/config/runtime-config';
import { useAuthStore } from '@/lib/auth-store';
import { queryOf, stubFetch } from '@/testing/fetch-stub';
import { memberFixture, signedInUser } from '@/testing/fixtures';
import { paymentOptionFieldsQueryOptions } from '../get-payment-option-fields';
import { getRate, RATE_PATH } from '../get-rate';
import { requestWithdrawal } from '../withdraw';
import { IdempotencyKeys } from '@/lib/idempotency-keys';

const rate = {
  asset: 'USDTTRC20',
  quote: 'EUR',
  rate: '0.92',
  source: 'operator',
  observed_at: '2026-11-23T17:05:00Z',
  max_age_seconds: 21600,
  stale: false,
};
const body = {
  payment_option_type: 'USDTTRC20',
  amount: '150',
  wallet_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  code: '123456',
} as const;

beforeEach(() => {
  useAuthStore.setState({ token: 'user-token', user: signedInUser });
});

describe('the rates call', () => {
  it("is the specification's path without its leading slash", () => {
    expect(RATE_PATH).toBe('api/v1/payment-option/rates/{asset}/EUR');
  });

  it('resolves against the configured base address, also one with a path of its own', async () => {
    const requests = stubFetch(() => ({ status: 200, data: { data: rate } }));
    await expect(getRate('USDTTRC20')).resolves.toEqual(rate);
    setRuntimeConfig({ ...getRuntimeConfig(), apiBaseUrl: 'https://partners.example/gateway/' });
    await getRate('BITCOIN');
    expect(requests.map((r) => r.fullUrl)).toEqual([
      'http://gateway.test/api/v1/payment-option/rates/USDTTRC20/EUR',
      'https://partners.example/gateway/api/v1/payment-option/rates/BITCOIN/EUR',
    ]);
    expect(requests[0]?.headers.authorization).toBe('Bearer user-token');
  });
});

describe('the fields call', () => {
  it("sends the specification's query, with the signed-in member's id in the path and the query", async () => {
    const requests = stubFetch(() => ({ status: 200, data: { data: [] } }));
    const options = paymentOptionFieldsQueryOptions(memberFixture());
    await options.queryFn!({} as never);
    expect(requests[0]?.url).toBe('/api/v1/customer-payment-option/7/fields');
    expect(queryOf(requests[0]!)).toEqual({
      transactionType: 'Withdrawal',
      country: 'GB',
      currency: 'EUR',
      enabled: '1',
      registered: '1',
      firstDeposit: '1',
      isAffiliate: '1',
      customerId: '7',
    });
  });
});

describe('a withdrawal request', () => {
  it('carries an Idempotency-Key, the same one when the same submission is retried after no answer', async () => {
    let replies = 0;
    const requests = stubFetch(() => {
      replies += 1;
      return replies === 1
        ? { status: 503, data: { message: 'The database is unreachable.' } }
        : { status: 422, data: { message: 'Invalid', errors: { code: ['The code is not valid.'] } } };
    });
    const keys = new IdempotencyKeys();
    await expect(requestWithdrawal(body, keys)).rejects.toMatchObject({ status: 503 });
    await expect(requestWithdrawal(body, keys)).rejects.toMatchObject({ status: 422 });
    await expect(requestWithdrawal(body, keys)).rejects.toMatchObject({ status: 422 });
    const sent = requests.map((r) => r.headers['idempotency-key']);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    // The retry after the 503 reuses the key; after the 422 (an answer) the next attempt has its own.
    expect(sent[1]).toBe(sent[0]);
    expect(sent[2]).not.toBe(sent[1]);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/bo/me/transactions/withdraw',
      data: body,
    });
  });
});
