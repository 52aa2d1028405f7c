import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { networkOf } from '../src/modules/applications/public-routes.ts';
import {
  applicationForm,
  applicationTestConfig,
  CHALLENGE,
  CONFIRM,
  REGISTER,
} from './application-helpers.ts';
import { buildTestApp, closeTestApp } from './helpers.ts';

/**
 * Issue 38: the form's public endpoints are limited per address and per network (the /24 of an IPv4
 * address, the /48 of an IPv6 one), so one machine cannot hammer them and neither can a block of
 * addresses one host rents out.
 */

describe('the network an address is counted in', () => {
  it('is the /24 of IPv4 (mapped into IPv6 too) and the /48 of IPv6', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:0db8:abcd:0012:0000:0000:0000:0001')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(networkOf('2001:db8:1::ffff:192.0.2.1')).toBe('2001:db8:1::/48');
  });
});

describe('the limits of the form', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const lots = { perAddress: 1000, perNetwork: 1000 };
    app = await buildTestApp(
      applicationTestConfig({
        applications: {
          challenge: { perAddress: 3, perNetwork: 1000 },
          register: { perAddress: 2, perNetwork: 3 },
          confirm: { perAddress: 2, perNetwork: 3 },
          question: lots,
          answer: lots,
        },
      }),
    );
  });
  afterAll(() => closeTestApp(app));

  /** A form as the page sends it; its proof of work is not checked before the limits are. */
  const send = (url: string, payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress });
  const form = () => ({ ...applicationForm(), altcha: 'unsolved' });

  function expectLimited(response: Awaited<ReturnType<typeof send>>) {
    expect(response.statusCode, response.body).toBe(429);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^Too many attempts/),
      code: errorCodes.rateLimited,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }

  it('refuses an address past its own limit, then its network past the network’s', async () => {
    // 422: the limits let them through to the proof of work.
    expect((await send(REGISTER, form(), '198.51.100.10')).statusCode).toBe(422);
    expect((await send(REGISTER, form(), '198.51.100.10')).statusCode).toBe(422);
    expectLimited(await send(REGISTER, form(), '198.51.100.10'));
    // Another address of the same /24: its own first form is the network's third, its second is one too many.
    expect((await send(REGISTER, form(), '198.51.100.11')).statusCode).toBe(422);
    expectLimited(await send(REGISTER, form(), '198.51.100.11'));
    // Another network is not held back.
    expect((await send(REGISTER, form(), '192.0.2.20')).statusCode).toBe(422);
  });

  it('counts IPv6 addresses by their /48', async () => {
    expect((await send(REGISTER, form(), '2001:db8:77:1::1')).statusCode).toBe(422);
    expect((await send(REGISTER, form(), '2001:db8:77:2::1')).statusCode).toBe(422);
    expect((await send(REGISTER, form(), '2001:db8:77:3::1')).statusCode).toBe(422);
    expectLimited(await send(REGISTER, form(), '2001:db8:77:4::1'));
    expect((await send(REGISTER, form(), '2001:db8:78:1::1')).statusCode).toBe(422);
  });

  it('limits the confirmation and the challenge on their own', async () => {
    const byCode = { email: 'nobody@example.net', code: '123456' };
    expect((await send(CONFIRM, byCode, '203.0.113.30')).statusCode).toBe(422);
    expect((await send(CONFIRM, byCode, '203.0.113.30')).statusCode).toBe(422);
    expectLimited(await send(CONFIRM, byCode, '203.0.113.30'));
    // The form's own count at this address is untouched.
    expect((await send(REGISTER, form(), '203.0.113.30')).statusCode).toBe(422);

    const challenge = () => app.inject({ method: 'GET', url: CHALLENGE, remoteAddress: '203.0.113.40' });
    for (let i = 0; i < 3; i++) expect((await challenge()).statusCode).toBe(200);
    expectLimited(await challenge());
  });
});
