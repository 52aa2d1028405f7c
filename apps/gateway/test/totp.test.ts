import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  portalClientHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import {
  appCode,
  emailedCode,
  login,
  mailsTo,
  newAccount,
  nextStep,
  notificationsOf,
  setUp,
  signInAccount,
  totp,
  turnOn,
  type Account,
  type TotpAction,
} from './two-factor-helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => closeTestApp(app));

let accounts = 0;
/** A fresh affiliate, signed in, with two-factor off. */
async function freshAccount(): Promise<{ account: Account; session: SignedIn }> {
  const account = await newAccount(app, `partner${++accounts}`);
  return { account, session: await signInAccount(app, account) };
}

async function setting(session: SignedIn) {
  const response = await totp(app, session, 'setting');
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    status: string;
    enabled: boolean;
    confirmed_at: string | null;
    recovery_codes_left: number;
  };
}

const statusOf = async (session: SignedIn) =>
  (await totp(app, session, 'status')).json().data.status as string;

function expectCodeRefused(
  response: Awaited<ReturnType<typeof totp>>,
  message: RegExp = /The code is not valid/,
) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().code).toBe(errorCodes.validationFailed);
  expect(response.json().errors.code[0]).toMatch(message);
}

function expectConflict(response: Awaited<ReturnType<typeof totp>>, message: RegExp) {
  expect(response.statusCode, response.body).toBe(409);
  expect(response.json()).toMatchObject({
    code: errorCodes.conflict,
    message: expect.stringMatching(message),
  });
}

describe('GET /api/v1/bo/totp/status and /setting', () => {
  it('answer off for an affiliate who never set it up', async () => {
    const { session } = await freshAccount();
    expect((await totp(app, session, 'status')).json()).toEqual({ data: { status: 'off' } });
    expect(await setting(session)).toEqual({
      status: 'off',
      enabled: false,
      confirmed_at: null,
      recovery_codes_left: 0,
    });
  });

  it('need a signed-in affiliate: no token or the portal client token is 401', async () => {
    for (const action of [
      'status',
      'setting',
      'setup',
      'confirm',
      'enable',
      'disable',
      'reset',
      'recovery-codes',
    ] satisfies TotpAction[]) {
      const method = action === 'status' || action === 'setting' ? 'GET' : 'POST';
      for (const headers of [{}, portalClientHeaders]) {
        const response = await app.inject({
          method,
          url: `/api/v1/bo/totp/${action}`,
          headers,
          ...(method === 'POST' && { payload: { code: '123456' } }),
        });
        expect(response.statusCode, `${action} ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json().code).toBe(errorCodes.invalidToken);
      }
    }
  });
});

describe('POST /api/v1/bo/totp/setup', () => {
  it('hands out a new 160-bit secret once, as an otpauth address and a base32 key; status pending', async () => {
    const { account, session } = await freshAccount();
    const response = await totp(app, session, 'setup');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data).toMatchObject({ issuer: 'Goldline Partners', account: account.username });
    const uri = new URL(data.otpauth_uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      `otpauth://totp/Goldline Partners:${account.username}`,
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: data.secret,
      issuer: 'Goldline Partners',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(await setting(session)).toEqual({
      status: 'pending',
      enabled: false,
      confirmed_at: null,
      recovery_codes_left: 0,
    });

    // Encrypted at rest: the row holds neither the base32 key nor its bytes in any readable form.
    const row = await app.ctx.db.one<{ secret_sealed: string }>(
      'SELECT t.secret_sealed FROM member_totp t JOIN members m ON m.id = t.member_id WHERE m.username = $1',
      [account.username],
    );
    expect(row.secret_sealed).toMatch(/^v1\.[\w-]+$/);
    expect(row.secret_sealed).not.toContain(data.secret);
    expect(row.secret_sealed.toUpperCase()).not.toContain(data.secret.slice(0, 8));
  });

  it('replaces a pending secret: a code of the first no longer confirms', async () => {
    const { session } = await freshAccount();
    const first = await setUp(app, session);
    const second = await setUp(app, session);
    expect(second).not.toBe(first);
    expectCodeRefused(await totp(app, session, 'confirm', { code: appCode(app, first) }));
    expect((await totp(app, session, 'confirm', { code: appCode(app, second) })).statusCode).toBe(200);
  });

  it('is 409 once confirmed, enabled or disabled', async () => {
    const { session } = await freshAccount();
    const { secret } = await turnOn(app, session);
    expectConflict(await totp(app, session, 'setup'), /already set up/);
    expect((await totp(app, session, 'disable', { code: appCode(app, secret) })).statusCode).toBe(200);
    expectConflict(await totp(app, session, 'setup'), /already set up/);
  });
});

describe('POST /api/v1/bo/totp/confirm', () => {
  it('is 409 with nothing to confirm', async () => {
    const { session } = await freshAccount();
    expectConflict(await totp(app, session, 'confirm', { code: '123456' }), /no two-factor setup to confirm/);
  });

  it('refuses a wrong code (422 on code) and a code that is not 6 digits, staying pending', async () => {
    const { session } = await freshAccount();
    const secret = await setUp(app, session);
    const wrong = appCode(app, secret, -5);
    expectCodeRefused(
      await totp(app, session, 'confirm', { code: wrong }),
      /Enter the current code from your authenticator app\.$/,
    );
    for (const code of ['12345', 'abcdef', '']) {
      const response = await totp(app, session, 'confirm', { code });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.code).toEqual(['Enter the 6-digit code.']);
    }
    expect((await totp(app, session, 'confirm', {})).json().errors).toHaveProperty('code');
    expect(await statusOf(session)).toBe('pending');
  });

  it('turns two-factor on with a current code, shows 10 recovery codes once, emails and notifies', async () => {
    const { account, session } = await freshAccount();
    const secret = await setUp(app, session);
    const response = await totp(app, session, 'confirm', { code: appCode(app, secret) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.status).toBe('enabled');
    expect(data.recovery_codes).toHaveLength(10);
    expect(new Set(data.recovery_codes).size).toBe(10);
    for (const code of data.recovery_codes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);

    const now = await setting(session);
    expect(now).toMatchObject({ status: 'enabled', enabled: true, recovery_codes_left: 10 });
    expect(Math.abs(Date.parse(now.confirmed_at!) - app.ctx.config.now().getTime())).toBeLessThan(5_000);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/auth/user', headers: session.headers })).json().data
        .twoFactorEnabled,
    ).toBe(true);

    const [mail] = await mailsTo(app, account.email);
    expect(mail!.subject).toBe('Goldline Partners: Two-factor authentication turned on');
    expect(mail!.text).toMatch(/needs a code from your authenticator app/);
    const [notification] = await notificationsOf(app, session);
    expect(notification).toMatchObject({ kind: 'security', title: 'Two-factor authentication turned on' });

    // Stored as keyed hashes only.
    const { rows } = await app.ctx.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM totp_recovery_codes r JOIN members m ON m.id = r.member_id WHERE m.username = $1',
      [account.username],
    );
    expect(rows).toHaveLength(10);
    const stored = rows.map((r) => r.code_hash).join(' ');
    for (const code of data.recovery_codes as string[]) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }

    nextStep(app);
    expectConflict(await totp(app, session, 'confirm', { code: appCode(app, secret) }), /already confirmed/);
  });
});

describe('POST /api/v1/bo/totp/disable and /enable', () => {
  it('disable needs a code: a wrong one is 422 and two-factor stays on', async () => {
    const { account, session } = await freshAccount();
    const { secret } = await turnOn(app, session);
    expectCodeRefused(
      await totp(app, session, 'disable', { code: appCode(app, secret, -4) }),
      /a recovery code or the code we emailed you/,
    );
    expect((await totp(app, session, 'disable', {})).statusCode).toBe(422);
    expect((await totp(app, session, 'disable', { code: 'not-a-code' })).json().errors.code).toEqual([
      'Enter the 6-digit code or a recovery code.',
    ]);
    expect(await statusOf(session)).toBe('enabled');
    expect((await login(app, account)).json().code).toBe(errorCodes.secondFactorRequired);
  });

  it('turn it off with a current code and on again with a new one: disabled, then enabled, each emailed and notified', async () => {
    const { account, session } = await freshAccount();
    const { secret } = await turnOn(app, session);
    const used = appCode(app, secret);
    const off = await totp(app, session, 'disable', { code: used });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ data: { status: 'disabled' } });
    expect(await setting(session)).toMatchObject({
      status: 'disabled',
      enabled: false,
      recovery_codes_left: 10,
    });
    expect((await login(app, account)).statusCode).toBe(200);
    expect((await mailsTo(app, account.email))[0]!.subject).toBe(
      'Goldline Partners: Two-factor authentication turned off',
    );
    expect((await notificationsOf(app, session))[0]!.title).toBe('Two-factor authentication turned off');
    expectConflict(await totp(app, session, 'disable', { code: appCode(app, secret, 1) }), /already off/);

    // Enable takes the app's code only, never one already used.
    expect((await totp(app, session, 'enable', { code: 'abcd-efgh-jkmn-pqrs' })).statusCode).toBe(422);
    expectCodeRefused(await totp(app, session, 'enable', { code: used }), /already been used/);
    nextStep(app);
    const on = await totp(app, session, 'enable', { code: appCode(app, secret) });
    expect(on.json()).toEqual({ data: { status: 'enabled' } });
    expect(await setting(session)).toMatchObject({
      status: 'enabled',
      enabled: true,
      recovery_codes_left: 10,
    });
    expect((await mailsTo(app, account.email))[0]!.subject).toBe(
      'Goldline Partners: Two-factor authentication turned on',
    );
    expect((await login(app, account)).json().code).toBe(errorCodes.secondFactorRequired);
    nextStep(app);
    expectConflict(await totp(app, session, 'enable', { code: appCode(app, secret) }), /already on/);
  });

  it('enable is 409 before setup and before confirmation', async () => {
    const { session } = await freshAccount();
    expectConflict(
      await totp(app, session, 'enable', { code: '123456' }),
      /Set up two-factor authentication first/,
    );
    const secret = await setUp(app, session);
    expectConflict(
      await totp(app, session, 'enable', { code: appCode(app, secret) }),
      /Confirm the two-factor setup/,
    );
    expectConflict(await totp(app, session, 'disable', { code: appCode(app, secret) }), /not on/);
  });

  it('disable takes a recovery code, once', async () => {
    const { session } = await freshAccount();
    const { secret, recoveryCodes } = await turnOn(app, session);
    // Typed back in capitals without the dash still counts.
    const response = await totp(app, session, 'disable', {
      code: recoveryCodes[0]!.replaceAll('-', '').toUpperCase(),
    });
    expect(response.json()).toEqual({ data: { status: 'disabled' } });
    expect((await setting(session)).recovery_codes_left).toBe(9);
    expect((await totp(app, session, 'enable', { code: appCode(app, secret) })).statusCode).toBe(200);
    expectCodeRefused(await totp(app, session, 'disable', { code: recoveryCodes[0]! }));
    expect(await statusOf(session)).toBe('enabled');
  });

  it('disable takes the code emailed by /api/v1/bo/2fa/requestcode, once', async () => {
    const { account, session } = await freshAccount();
    const { secret } = await turnOn(app, session);
    const code = await emailedCode(app, session, account.email);
    expect((await totp(app, session, 'disable', { code })).json()).toEqual({ data: { status: 'disabled' } });
    // Turning on needs the app itself, not a mailbox.
    expectCodeRefused(await totp(app, session, 'enable', { code }));
    expect((await totp(app, session, 'enable', { code: appCode(app, secret) })).statusCode).toBe(200);
    expectCodeRefused(await totp(app, session, 'disable', { code }));
    expect(await statusOf(session)).toBe('enabled');
  });
});

describe('POST /api/v1/bo/totp/reset', () => {
  it('is 409 with nothing set up, and 422 for a wrong code', async () => {
    const { session } = await freshAccount();
    expectConflict(await totp(app, session, 'reset', { code: '123456' }), /not set up/);
    const { secret } = await turnOn(app, session);
    expectCodeRefused(await totp(app, session, 'reset', { code: appCode(app, secret, 5) }));
    expect(await statusOf(session)).toBe('enabled');
  });

  it('removes the authenticator and the recovery codes with a current code: off, sign-in without a code, a new setup needed', async () => {
    const { account, session } = await freshAccount();
    const { secret, recoveryCodes } = await turnOn(app, session);
    const response = await totp(app, session, 'reset', { code: appCode(app, secret) });
    expect(response.json()).toEqual({ data: { status: 'off' } });
    expect(await setting(session)).toEqual({
      status: 'off',
      enabled: false,
      confirmed_at: null,
      recovery_codes_left: 0,
    });
    expect((await login(app, account)).statusCode).toBe(200);
    expect((await mailsTo(app, account.email))[0]!.subject).toBe(
      'Goldline Partners: Two-factor authentication reset',
    );
    expect((await notificationsOf(app, session))[0]!.title).toBe('Two-factor authentication reset');
    const rows = await app.ctx.db.one<{ factors: number; codes: number }>(
      `SELECT (SELECT count(*)::int FROM member_totp t JOIN members m ON m.id = t.member_id WHERE m.username = $1) AS factors,
              (SELECT count(*)::int FROM totp_recovery_codes r JOIN members m ON m.id = r.member_id WHERE m.username = $1) AS codes`,
      [account.username],
    );
    expect(rows).toEqual({ factors: 0, codes: 0 });
    expectConflict(await totp(app, session, 'reset', { code: recoveryCodes[1]! }), /not set up/);
    const fresh = await setUp(app, session);
    expect(fresh).not.toBe(secret);
  });

  it('takes a recovery code while disabled, and an emailed code or the pending secret’s code while pending (without news for a setup never confirmed)', async () => {
    const first = await freshAccount();
    const { secret, recoveryCodes } = await turnOn(app, first.session);
    expect((await totp(app, first.session, 'disable', { code: appCode(app, secret) })).statusCode).toBe(200);
    expect((await totp(app, first.session, 'reset', { code: recoveryCodes[3]! })).json()).toEqual({
      data: { status: 'off' },
    });

    const second = await freshAccount();
    await setUp(app, second.session);
    const code = await emailedCode(app, second.session, second.account.email);
    const mailsBefore = (await mailsTo(app, second.account.email)).length;
    expect((await totp(app, second.session, 'reset', { code })).json()).toEqual({ data: { status: 'off' } });
    expect((await mailsTo(app, second.account.email)).length).toBe(mailsBefore);

    const pending = await setUp(app, second.session);
    expect((await totp(app, second.session, 'reset', { code: appCode(app, pending) })).json()).toEqual({
      data: { status: 'off' },
    });
  });
});

describe('POST /api/v1/bo/totp/recovery-codes', () => {
  it('is 409 unless two-factor is on', async () => {
    const { session } = await freshAccount();
    expectConflict(
      await totp(app, session, 'recovery-codes', { code: '123456' }),
      /only available while two-factor authentication is on/,
    );
    const secret = await setUp(app, session);
    expectConflict(
      await totp(app, session, 'recovery-codes', { code: appCode(app, secret) }),
      /only available/,
    );
  });

  it('replaces the codes with a current code or a recovery code; the old ones stop working', async () => {
    const { account, session } = await freshAccount();
    const { secret, recoveryCodes: original } = await turnOn(app, session);
    expectCodeRefused(await totp(app, session, 'recovery-codes', { code: appCode(app, secret, -3) }));
    const first = await totp(app, session, 'recovery-codes', { code: appCode(app, secret) });
    expect(first.statusCode).toBe(200);
    const replaced = first.json().data.recovery_codes as string[];
    expect(replaced).toHaveLength(10);
    expect(replaced.filter((code) => original.includes(code))).toEqual([]);
    expect((await mailsTo(app, account.email))[0]!.subject).toBe('Goldline Partners: New recovery codes');

    expectCodeRefused(await totp(app, session, 'recovery-codes', { code: original[0]! }));
    const second = await totp(app, session, 'recovery-codes', { code: replaced[0]! });
    expect(second.statusCode).toBe(200);
    expect((await setting(session)).recovery_codes_left).toBe(10);
    expectCodeRefused(await totp(app, session, 'disable', { code: replaced[1]! }));
  });
});

describe('wrong codes', () => {
  it('are limited per account: after 5 in 15 minutes even the right code gets 429 with Retry-After, until the window ends', async () => {
    const { account, session } = await freshAccount();
    const { secret } = await turnOn(app, session);
    const wrong = () => appCode(app, secret, -6);
    for (let i = 0; i < 3; i++)
      expect((await totp(app, session, 'disable', { code: wrong() })).statusCode).toBe(422);
    // Sign-in's wrong codes count for the same account.
    for (let i = 0; i < 2; i++)
      expect((await login(app, account, { otp: wrong() })).json().code).toBe(errorCodes.secondFactorInvalid);
    const limited = await totp(app, session, 'disable', { code: appCode(app, secret) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(errorCodes.rateLimited);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await login(app, account, { otp: appCode(app, secret) })).statusCode).toBe(429);
    expect(await statusOf(session)).toBe('enabled');

    // Another affiliate is not affected.
    const other = await freshAccount();
    const otherSecret = await setUp(app, other.session);
    expect((await totp(app, other.session, 'confirm', { code: appCode(app, otherSecret) })).statusCode).toBe(
      200,
    );

    advanceClock(app, 15 * 60_000);
    expect((await login(app, account)).json().code).toBe(errorCodes.secondFactorRequired);
    const fresh = await login(app, account, { otp: appCode(app, secret) });
    expect(fresh.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${fresh.json().data.token}` };
    nextStep(app);
    const off = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/totp/disable',
      headers,
      payload: { code: appCode(app, secret) },
    });
    expect(off.json()).toEqual({ data: { status: 'disabled' } });
  });

  it('of one account let concurrent requests with one code through once', async () => {
    const { session } = await freshAccount();
    const { recoveryCodes } = await turnOn(app, session);
    const answers = await Promise.all(
      [0, 1, 2].map(() => totp(app, session, 'recovery-codes', { code: recoveryCodes[0]! })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
  });
});

describe('secrets', () => {
  it('never appear in a later answer, mail or notification: not the key, not the address, not a recovery code', async () => {
    const { account, session } = await freshAccount();
    const setup = (await totp(app, session, 'setup')).json().data as { secret: string; otpauth_uri: string };
    const confirm = await totp(app, session, 'confirm', { code: appCode(app, setup.secret) });
    const recoveryCodes = confirm.json().data.recovery_codes as string[];
    nextStep(app);
    const secrets = [
      setup.secret,
      setup.secret.toLowerCase(),
      setup.otpauth_uri,
      ...recoveryCodes,
      ...recoveryCodes.map((c) => c.replaceAll('-', '')),
    ];

    const answers = [
      await totp(app, session, 'status'),
      await totp(app, session, 'setting'),
      await totp(app, session, 'setup'),
      await totp(app, session, 'confirm', { code: appCode(app, setup.secret) }),
      await totp(app, session, 'enable', { code: appCode(app, setup.secret) }),
      await app.inject({ method: 'GET', url: '/api/v1/auth/user', headers: session.headers }),
      await app.inject({ method: 'GET', url: '/api/v1/bo/me?include=preferences', headers: session.headers }),
      await app.inject({ method: 'GET', url: '/api/v1/bo/member/notifications', headers: session.headers }),
      await login(app, account),
      await login(app, account, { otp: appCode(app, setup.secret, 3) }),
      await totp(app, session, 'disable', { code: appCode(app, setup.secret) }),
      await totp(app, session, 'setting'),
    ];
    const text = answers.map((a) => a.body).join('\n') + JSON.stringify(await mailsTo(app, account.email));
    expect(text).toContain('"status":"disabled"');
    for (const secret of secrets)
      expect(text.includes(secret), `a secret of ${secret.length} characters`).toBe(false);
  });
});

describe('another affiliate', () => {
  it('sees and changes only its own two-factor, whatever codes it holds', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const { secret, recoveryCodes } = await turnOn(app, demo);

    expect(await statusOf(rival)).toBe('off');
    expect(await setting(rival)).toEqual({
      status: 'off',
      enabled: false,
      confirmed_at: null,
      recovery_codes_left: 0,
    });
    // There are no ids in these paths: the rival's calls act on the rival, and demo's codes prove nothing there.
    expectConflict(await totp(app, rival, 'disable', { code: appCode(app, secret) }), /not on/);
    expectConflict(await totp(app, rival, 'reset', { code: recoveryCodes[0]! }), /not set up/);
    const rivalSecret = await setUp(app, rival);
    expectCodeRefused(await totp(app, rival, 'confirm', { code: appCode(app, secret) }));
    expect(rivalSecret).not.toBe(secret);

    // The rival's emailed code and recovery codes do not open demo's.
    expect((await totp(app, rival, 'confirm', { code: appCode(app, rivalSecret) })).statusCode).toBe(200);
    nextStep(app);
    const rivalCode = await emailedCode(app, rival, RIVAL.email);
    expectCodeRefused(await totp(app, demo, 'disable', { code: rivalCode }));
    expect(await statusOf(demo)).toBe('enabled');
    expect((await totp(app, demo, 'setting')).json().data.recovery_codes_left).toBe(10);
    expect((await totp(app, rival, 'disable', { code: rivalCode })).json()).toEqual({
      data: { status: 'disabled' },
    });
    expect(await statusOf(demo)).toBe('enabled');

    expect((await totp(app, demo, 'reset', { code: appCode(app, secret) })).json()).toEqual({
      data: { status: 'off' },
    });
    expect(await statusOf(rival)).toBe('disabled');
  });
});

describe('the demo re-seed', () => {
  it('restores the printed demo sign-in: two-factor turned on for a demo account goes', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    await turnOn(app, demo);
    expect((await login(app, { ...DEMO })).json().code).toBe(errorCodes.secondFactorRequired);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/operator/demo-seed', headers: operatorHeaders }))
        .statusCode,
    ).toBe(200);
    expect((await login(app, { ...DEMO })).statusCode).toBe(200);
    expect(await setting(demo)).toEqual({
      status: 'off',
      enabled: false,
      confirmed_at: null,
      recovery_codes_left: 0,
    });
  });
});
