import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { messages } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  portalClientHeaders,
  RIVAL,
  signIn,
} from './helpers.ts';

// The mail path as it runs with SMTP_URL set: a real SMTP server, started here, receives what the
// gateway sends over the wire, and the test reads what arrived like a mail client would.

const USER = 'gateway';
const PASS = 'smtp-test-secret';
const SUPPORT = 'support@goldline.example';

interface Arrived {
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
}

const arrived: Arrived[] = [];
const waiting: Array<() => void> = [];
const logins: string[] = [];

const smtp = new SMTPServer({
  secure: false,
  authOptional: false,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  onAuth(auth, _session, callback) {
    logins.push(auth.username ?? '');
    if (auth.username === USER && auth.password === PASS) callback(null, { user: USER });
    else callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
        arrived.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          from: mail.from?.value.map((a) => `${a.name} <${a.address}>`).join(', ') ?? '',
          to,
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      })
      .catch(callback);
  },
});

/** The mails to `to` once `count` of them have arrived (sends run in the background after the response). */
async function mailsTo(to: string, count: number): Promise<Arrived[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = arrived.filter((mail) => mail.envelopeTo.includes(to));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${to}, got ${found.length}`);
    await new Promise<void>((wake) => {
      waiting.push(wake);
      setTimeout(wake, 200);
    });
  }
}

async function mailWithSubject(to: string, subject: string): Promise<Arrived> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = arrived.find((mail) => mail.envelopeTo.includes(to) && mail.subject === subject);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise<void>((wake) => {
      waiting.push(wake);
      setTimeout(wake, 200);
    });
  }
}

const outboxCount = async (app: FastifyInstance) =>
  (await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).n;

let app: FastifyInstance;

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  app = await buildTestApp({ smtpUrl: `smtp://${USER}:${PASS}@127.0.0.1:${port}`, supportEmail: SUPPORT });
}, 60_000);
afterAll(async () => {
  await closeTestApp(app);
  await new Promise<void>((done) => smtp.close(() => done()));
});

describe('mail through SMTP (SMTP_URL set)', () => {
  it('delivers the forgot-password code, and the code that arrived resets the password', async () => {
    const step1 = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      headers: portalClientHeaders,
      payload: { email: RIVAL.email },
    });
    expect(step1.statusCode, step1.body).toBe(200);

    const [mail] = await mailsTo(RIVAL.email, 1);
    expect(mail!.to).toBe(RIVAL.email);
    expect(mail!.from).toBe('Goldline Partners <no-reply@goldline.example>');
    expect(mail!.subject).toBe('Your Goldline Partners verification code');
    expect(mail!.subject).not.toMatch(/\d{6}/);
    const code = mail!.text.match(/reset your password: (\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(logins).toContain(USER);

    const newPassword = 'smtp-delivered-passphrase-9';
    const step2 = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      headers: portalClientHeaders,
      payload: { email: RIVAL.email, code, password: newPassword, password_confirmation: newPassword },
    });
    expect(step2.statusCode, step2.body).toBe(200);
    expect(step2.json().data.step).toBe('password-reset');
    await signIn(app, RIVAL.username, newPassword);
  });

  it('delivers a signed-in code (turning off two-factor authentication) to the member only', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: demo.headers,
      payload: { purpose: 'totp-disable' },
    });
    expect(response.statusCode, response.body).toBe(200);

    const [mail] = await mailsTo(DEMO.email, 1);
    expect(mail!.envelopeTo).toEqual([DEMO.email]);
    expect(mail!.subject).toBe('Your Goldline Partners verification code');
    expect(mail!.text).toMatch(/turn off two-factor authentication: \d{6}\b/);
  });

  it('delivers a contact message to support and its acknowledgement to the affiliate', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/affiliate/contact-us',
      headers: demo.headers,
      payload: {
        subject: 'Tracking link question',
        category: 'marketing',
        message: 'Does the tracking link keep the sub-id across redirects?',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, message } = response.json().data;
    expect(message).toBe(messages.contactSent);

    const [support] = await mailsTo(SUPPORT, 1);
    expect(support!.subject).toBe(`[Ticket #${id}] Marketing tools and tracking: Tracking link question`);
    expect(support!.text).toContain(`Reply to: ${DEMO.email}`);
    expect(support!.text).toContain('Does the tracking link keep the sub-id across redirects?');

    const ack = await mailWithSubject(DEMO.email, `We received your message (ticket #${id})`);
    expect(ack.text).toContain('"Tracking link question"');
  });

  it("delivers the support team's answer to a ticket", async () => {
    const rival = await signIn(app, RIVAL.username, 'smtp-delivered-passphrase-9');
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/affiliate/contact-us',
      headers: rival.headers,
      payload: {
        subject: 'Payout currency',
        category: 'payments',
        message: 'Can I be paid in GBP from next month?',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json().data;
    const answered = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/tickets/${id}/answer`,
      headers: operatorHeaders,
      payload: { answer: 'Yes: GBP from 1 July.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);

    // Mails arrive in no set order (each send runs on its own), so wait for this one by its subject.
    const reply = await mailWithSubject(RIVAL.email, `Re: Payout currency (ticket #${id})`);
    expect(reply?.text).toContain('Yes: GBP from 1 July.');
  });

  it('keeps nothing in the outbox: with SMTP_URL set the outbox is not used', async () => {
    expect(arrived.length).toBeGreaterThanOrEqual(4);
    expect(await outboxCount(app)).toBe(0);
  });
});

describe('an SMTP server that refuses the connection', () => {
  const lines: string[] = [];
  let broken: FastifyInstance;

  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there, so the connection is refused.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((done) => probe.close(() => done()));
    broken = await buildTestApp({
      smtpUrl: `smtp://${USER}:${PASS}@127.0.0.1:${port}`,
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
  }, 60_000);
  afterAll(async () => closeTestApp(broken));

  it('still answers the request, logs the failure without the code, and keeps no copy in the outbox', async () => {
    const response = await broken.inject({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      headers: portalClientHeaders,
      payload: { email: DEMO.email },
    });
    // The send runs after the response: a dead mail server neither fails nor slows the request.
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.step).toBe('code-sent');

    const deadline = Date.now() + 10_000;
    let failure: Record<string, unknown> | undefined;
    while (!failure && Date.now() < deadline) {
      failure = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.msg === 'mail not sent');
      if (!failure) await new Promise((wake) => setTimeout(wake, 100));
    }
    expect(failure).toMatchObject({ to: DEMO.email, subject: 'Your Goldline Partners verification code' });
    expect(JSON.stringify(failure)).toMatch(/ECONNREFUSED/);
    expect(lines.join('\n')).not.toMatch(/reset your password: \d{6}/);
    // As the mail service is written, a failed SMTP send is only logged: it is not queued for a retry.
    expect(await outboxCount(broken)).toBe(0);
  });
});

describe('without SMTP_URL', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp();
  }, 60_000);
  afterAll(async () => closeTestApp(plain));

  it('keeps the mail in the outbox', async () => {
    const response = await plain.inject({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      headers: portalClientHeaders,
      payload: { email: DEMO.email },
    });
    expect(response.statusCode).toBe(200);
    const row = await plain.ctx.db.one<{ recipient: string; text: string }>(
      'SELECT recipient, text FROM mail_outbox ORDER BY id DESC LIMIT 1',
    );
    expect(row.recipient).toBe(DEMO.email);
    expect(row.text).toMatch(/reset your password: \d{6}\b/);
  });
});
