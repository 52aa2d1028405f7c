import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config/app-config.ts';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(async () => closeTestApp(app));

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function mailsTo(to: string): Promise<OutboxMail[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/operator/outbox?to=${encodeURIComponent(to)}&limit=10`,
    headers: operatorHeaders,
  });
  return response.json().data;
}

/** The newest code mailed to `to`, read the way an operator of the embedded default would. */
async function latestCode(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const match = mail && /\b(\d{6})\b/.exec(mail.text);
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1]!;
}

const requestChange = (session: SignedIn, payload: { email: string; password: string }) =>
  app.inject({ method: 'POST', url: '/api/v1/bo/me/email-change', headers: session.headers, payload });
const confirmChange = (session: SignedIn, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/bo/me/email-change/confirm',
    headers: session.headers,
    payload: { code },
  });
const currentEmail = async (session: SignedIn) =>
  (await app.inject({ method: 'GET', url: '/api/v1/bo/me', headers: session.headers })).json().data
    .email as string;
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/v1/bo/me/email-change', () => {
  it('refuses a wrong password on `password` and sends nothing', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const response = await requestChange(demo, {
      email: 'wrong-password@example.com',
      password: 'not-the-password',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual(['The password is incorrect.']);
    expect(await mailsTo('wrong-password@example.com')).toEqual([]);
  });

  it("refuses another account's address (any letter case) without saying whose it is", async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const response = await requestChange(demo, { email: RIVAL.email.toUpperCase(), password: DEMO.password });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['This email address cannot be used. Choose another one.']);
    expect(response.body).not.toContain('rival');
  });

  it('refuses the current address', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const response = await requestChange(demo, { email: DEMO.email, password: DEMO.password });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['This is already your email address.']);
  });

  it('validates the address', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const response = await requestChange(demo, { email: 'not-an-address', password: DEMO.password });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toHaveLength(1);
  });

  it('needs a signed-in affiliate', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/me/email-change',
      payload: { email: 'x@example.com', password: DEMO.password },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/bo/me/email-change/confirm', () => {
  it('refuses a wrong code and keeps the email', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    expect(
      (await requestChange(demo, { email: 'wrong-code@example.com', password: DEMO.password })).statusCode,
    ).toBe(202);
    const code = await latestCode('wrong-code@example.com');
    const response = await confirmChange(demo, otherThan(code));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toEqual(['The code is invalid or has expired.']);
    expect(await currentEmail(demo)).toBe(DEMO.email);
  });

  it('after 5 wrong tries refuses even the right code with 429, a fresh code too, until the 15 minutes are over', async () => {
    // Past the window of the wrong code tried above: these 5 are the only ones in it.
    advanceClock(app, 15 * 60_000);
    const demo = await signIn(app, DEMO.username, DEMO.password);
    await requestChange(demo, { email: 'five-tries@example.com', password: DEMO.password });
    const code = await latestCode('five-tries@example.com');
    for (let i = 0; i < 5; i++) expect((await confirmChange(demo, otherThan(code))).statusCode).toBe(422);
    const limited = await confirmChange(demo, code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(errorCodes.rateLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    await requestChange(demo, { email: 'five-tries@example.com', password: DEMO.password });
    expect((await confirmChange(demo, await latestCode('five-tries@example.com'))).statusCode).toBe(429);
    expect(await currentEmail(demo)).toBe(DEMO.email);
    // The window ends: the affiliate (and the next tests) may type codes again.
    advanceClock(app, 15 * 60_000);
    const again = await signIn(app, DEMO.username, DEMO.password);
    expect((await confirmChange(again, otherThan(code))).statusCode).toBe(422);
  });

  it('refuses an expired code', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    await requestChange(demo, { email: 'expired@example.com', password: DEMO.password });
    const code = await latestCode('expired@example.com');
    advanceClock(app, 11 * 60 * 1000);
    const later = await signIn(app, DEMO.username, DEMO.password);
    const response = await confirmChange(later, code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.code).toHaveLength(1);
    expect(await currentEmail(later)).toBe(DEMO.email);
  });

  it("does not accept RIVAL's code for DEMO's change", async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    await requestChange(demo, { email: 'demo-next@example.com', password: DEMO.password });
    expect(
      (await requestChange(rival, { email: 'rival-next@example.com', password: RIVAL.password })).statusCode,
    ).toBe(202);
    const rivalsCode = await latestCode('rival-next@example.com');
    const demosCode = await latestCode('demo-next@example.com');
    if (rivalsCode !== demosCode) {
      expect((await confirmChange(demo, rivalsCode)).statusCode).toBe(422);
      expect(await currentEmail(demo)).toBe(DEMO.email);
    }
    // Nor does DEMO's code change RIVAL's address to DEMO's new one.
    if (rivalsCode !== demosCode) expect((await confirmChange(rival, demosCode)).statusCode).toBe(422);
    expect(await currentEmail(rival)).toBe(RIVAL.email);
  });

  it('refuses when another account took the address meanwhile', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    await requestChange(demo, { email: 'contested@example.com', password: DEMO.password });
    const code = await latestCode('contested@example.com');
    await app.ctx.db.query("UPDATE members SET email = 'contested@example.com' WHERE username = 'rival'");
    try {
      const response = await confirmChange(demo, code);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.email).toHaveLength(1);
      expect(await currentEmail(demo)).toBe(DEMO.email);
    } finally {
      await app.ctx.db.query('UPDATE members SET email = $1 WHERE username = $2', [RIVAL.email, 'rival']);
    }
  });

  // Last: DEMO's address is changed for good here.
  it('changes the email with the code sent to the new address, once, and tells the old address', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const newEmail = 'demo.new@example.com';
    const requested = await requestChange(demo, { email: newEmail, password: DEMO.password });
    expect(requested.statusCode).toBe(202);
    expect(requested.json().data.message).toContain(newEmail);
    const minutes = (Date.parse(requested.json().data.expiresAt) - app.ctx.config.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    // The code goes to the new address only; the account's address is unchanged until it is confirmed.
    const code = await latestCode(newEmail);
    expect((await mailsTo(DEMO.email)).some((mail) => mail.text.includes(code))).toBe(false);
    expect(await currentEmail(demo)).toBe(DEMO.email);

    const confirmed = await confirmChange(demo, code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.email).toBe(newEmail);
    expect(await currentEmail(demo)).toBe(newEmail);

    const [notice] = await mailsTo(DEMO.email);
    expect(notice!.subject).toContain('Email address changed');
    expect(notice!.text).toContain(`changed to ${newEmail}`);
    expect(notice!.text).toContain('contact support');
    expect(notice!.text).toMatch(/\nWhen: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/);

    const notifications = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/member/notifications',
      headers: demo.headers,
    });
    expect(notifications.json().data[0]).toMatchObject({ kind: 'security', title: 'Email address changed' });
    const audit = await app.ctx.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_events WHERE event = 'email-change.confirmed'",
    );
    expect(audit.n).toBe(1);

    // Used once: a second confirm is refused.
    expect((await confirmChange(demo, code)).statusCode).toBe(422);

    // Sign-in accepts the new email, no longer the old one.
    await expect(signIn(app, newEmail, DEMO.password)).resolves.toHaveProperty('token');
    await expect(signIn(app, DEMO.email, DEMO.password)).rejects.toThrow('401');
  });
});

describe('email change rate limit', () => {
  let limited: FastifyInstance;
  beforeAll(async () => {
    limited = await buildTestApp({ rateLimits: { ...defaultRateLimits, codePerIp: 100, codePerAccount: 2 } });
  }, 60_000);
  afterAll(async () => closeTestApp(limited));

  it('limits code requests and confirm guesses per account, like the other code endpoints', async () => {
    const demo = await signIn(limited, DEMO.username, DEMO.password);
    const request = () =>
      limited.inject({
        method: 'POST',
        url: '/api/v1/bo/me/email-change',
        headers: demo.headers,
        payload: { email: 'limit@example.com', password: DEMO.password },
      });
    expect((await request()).statusCode).toBe(202);
    expect((await request()).statusCode).toBe(202);
    const third = await request();
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe(errorCodes.rateLimited);

    const guess = () =>
      limited.inject({
        method: 'POST',
        url: '/api/v1/bo/me/email-change/confirm',
        headers: demo.headers,
        payload: { code: '000000' },
      });
    await guess();
    await guess();
    expect((await guess()).statusCode).toBe(429);
  });
});
