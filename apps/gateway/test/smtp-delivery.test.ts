import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { messages } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueMail, MAX_ATTEMPTS, retryDelayMs } from '../src/modules/mail/delivery.ts';
import { sendMail, sendMails } from '../src/modules/mail/service.ts';
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

const smtpOptions: SMTPServerOptions = {
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
};
const smtp = new SMTPServer(smtpOptions);

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

  it("sends a batch's mails (a month close's) once its transaction commits, each once, and none of a batch that rolled back", async () => {
    const batch = (tag: string) =>
      Array.from({ length: 25 }, (_, i) => ({
        to: `${tag}-${i}@example.com`,
        subject: `Commission for ${tag}`,
        text: `Your commission ${i}`,
      }));
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await sendMails(app.ctx, batch('rolled-back'), tx);
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    await app.ctx.db.transaction((tx) => sendMails(app.ctx, batch('committed'), tx));
    // More than one claim of the drain (20 at a time): every one arrives.
    for (let i = 0; i < 25; i += 1)
      expect(
        (await mailWithSubject(`committed-${i}@example.com`, 'Commission for committed')).text,
      ).toContain(`Your commission ${i}`);
    expect(arrived.filter((mail) => mail.subject === 'Commission for committed')).toHaveLength(25);
    expect(arrived.filter((mail) => mail.subject === 'Commission for rolled-back')).toEqual([]);
    expect(
      (
        await app.ctx.db.one<{ n: number }>(
          "SELECT count(*)::int AS n FROM mail_outbox WHERE subject = 'Commission for rolled-back'",
        )
      ).n,
    ).toBe(0);
  });

  it('keeps every mail in the outbox, marked sent, with nothing left to retry', async () => {
    expect(arrived.length).toBeGreaterThanOrEqual(4);
    // The row is marked just after the server accepted the mail: give that a moment.
    const deadline = Date.now() + 10_000;
    let pending = -1;
    while (pending !== 0 && Date.now() < deadline) {
      pending = (
        await app.ctx.db.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL',
        )
      ).n;
      if (pending !== 0) await new Promise((wake) => setTimeout(wake, 100));
    }
    expect(pending).toBe(0);
    const rows = await app.ctx.db.query<{
      attempts: number;
      next_attempt_at: Date | null;
      last_error: string | null;
    }>('SELECT attempts, next_attempt_at, last_error FROM mail_outbox');
    expect(rows.rows.length).toBe(arrived.length);
    expect(
      rows.rows.every((row) => row.attempts === 0 && row.next_attempt_at === null && row.last_error === null),
    ).toBe(true);
    expect(await outboxCount(app)).toBe(arrived.length);
  });
});

/** The outbox as the operator API answers it (the console's Mail screen). */
async function outboxOf(
  target: FastifyInstance,
  to: string,
): Promise<Array<{ delivery: Record<string, unknown> }>> {
  const response = await target.inject({
    method: 'GET',
    url: `/api/v1/operator/outbox?to=${encodeURIComponent(to)}`,
    headers: operatorHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

interface OutboxState {
  id: number;
  recipient: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  next_attempt_at: Date | null;
}

const outboxRow = async (target: FastifyInstance, id: number) =>
  target.ctx.db.one<OutboxState>(
    'SELECT id, recipient, attempts, last_error, sent_at, next_attempt_at FROM mail_outbox WHERE id = $1',
    [id],
  );

async function untilAttempted(target: FastifyInstance, id: number, attempts: number): Promise<OutboxState> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await outboxRow(target, id);
    if (row.attempts >= attempts || Date.now() > deadline) return row;
    await new Promise((wake) => setTimeout(wake, 100));
  }
}

describe('an SMTP server that refuses the connection, then comes back', () => {
  const lines: string[] = [];
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  let broken: FastifyInstance;
  let port: number;
  let demoMailId: number;
  let restarted: SMTPServer | undefined;

  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there, so the connection is refused until
    // the last test starts a server on it.
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    port = (probe.address() as AddressInfo).port;
    await new Promise<void>((done) => probe.close(() => done()));
    broken = await buildTestApp({
      smtpUrl: `smtp://${USER}:${PASS}@127.0.0.1:${port}`,
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
  }, 60_000);
  afterAll(async () => {
    await closeTestApp(broken);
    if (restarted) await new Promise<void>((done) => restarted!.close(() => done()));
  });

  it('still answers the request, logs the failure without the code, and keeps the mail pending in the outbox', async () => {
    const before = Date.now();
    const response = await broken.inject({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      headers: portalClientHeaders,
      payload: { email: DEMO.email },
    });
    // The send runs after the response: a dead mail server neither fails nor slows the request.
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.step).toBe('code-sent');

    demoMailId = (
      await broken.ctx.db.one<{ id: number }>('SELECT id FROM mail_outbox WHERE recipient = $1', [DEMO.email])
    ).id;
    const row = await untilAttempted(broken, demoMailId, 1);
    expect(row.attempts).toBe(1);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    // Due again a minute later (the first backoff step).
    const retryIn = row.next_attempt_at!.getTime() - before;
    expect(retryIn).toBeGreaterThanOrEqual(retryDelayMs(1) - 1_000);
    expect(retryIn).toBeLessThan(retryDelayMs(1) + 10_000);

    const failure = entries().find((entry) => entry.msg === 'mail not sent');
    expect(failure).toMatchObject({
      outboxId: demoMailId,
      to: DEMO.email,
      subject: 'Your Goldline Partners verification code',
      attempts: 1,
    });
    expect(JSON.stringify(failure)).toMatch(/ECONNREFUSED/);
    expect(lines.join('\n')).not.toMatch(/reset your password: \d{6}/);
  });

  it('backs off exponentially, and gives up after the last attempt with an error naming the outbox row, not the body', async () => {
    expect([1, 2, 3, 7, 10].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 3_600_000, 3_600_000]);

    await sendMail(broken.ctx, {
      to: 'ops@goldline.example',
      subject: 'Payout batch ready',
      text: 'Confidential body 424242',
    });
    const id = (
      await broken.ctx.db.one<{ id: number }>(
        "SELECT id FROM mail_outbox WHERE recipient = 'ops@goldline.example'",
      )
    ).id;
    expect((await untilAttempted(broken, id, 1)).attempts).toBe(1);

    // A retry pass finds it only once due; a failed retry counts and waits twice as long.
    expect(await deliverDueMail(broken.ctx)).toBe(0);
    expect((await outboxRow(broken, id)).attempts).toBe(1);
    await broken.ctx.db.query(
      "UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1",
      [id],
    );
    const before = Date.now();
    expect(await deliverDueMail(broken.ctx)).toBe(0);
    const second = await outboxRow(broken, id);
    expect(second.attempts).toBe(2);
    expect(second.next_attempt_at!.getTime() - before).toBeGreaterThanOrEqual(retryDelayMs(2) - 1_000);
    expect(second.next_attempt_at!.getTime() - before).toBeLessThan(retryDelayMs(2) + 10_000);

    await broken.ctx.db.query(
      "UPDATE mail_outbox SET attempts = $2, next_attempt_at = now() - interval '1 second' WHERE id = $1",
      [id, MAX_ATTEMPTS - 1],
    );
    expect(await deliverDueMail(broken.ctx)).toBe(0);
    const given = await outboxRow(broken, id);
    expect(given).toMatchObject({ attempts: MAX_ATTEMPTS, sent_at: null, next_attempt_at: null });
    const givingUp = entries().find((entry) => entry.msg === 'mail not sent: giving up');
    expect(givingUp).toMatchObject({ level: 50, outboxId: id, attempts: MAX_ATTEMPTS });
    expect(lines.join('\n')).not.toContain('424242');

    // Given up means no more tries.
    await broken.ctx.db.query('UPDATE mail_outbox SET next_attempt_at = NULL WHERE id = $1', [id]);
    expect(await deliverDueMail(broken.ctx)).toBe(0);
    // The console's Mail screen reads it as failed, with the last error.
    expect((await outboxOf(broken, 'ops@goldline.example'))[0]!.delivery).toEqual({
      state: 'failed',
      at: null,
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it('delivers the pending code once the mail server is back, and marks it sent', async () => {
    restarted = new SMTPServer(smtpOptions);
    restarted.listen(port, '127.0.0.1');
    await once(restarted.server, 'listening');

    const from = arrived.length;
    // Not due yet: the retry waits for its time even though the server is back.
    expect(await deliverDueMail(broken.ctx)).toBe(0);
    await broken.ctx.db.query(
      "UPDATE mail_outbox SET next_attempt_at = now() - interval '1 second' WHERE id = $1",
      [demoMailId],
    );
    expect(await deliverDueMail(broken.ctx)).toBe(1);

    // The send resolved once the server accepted the mail, so it has arrived by now.
    const mails = arrived.slice(from);
    expect(mails.map((mail) => mail.envelopeTo)).toEqual([[DEMO.email]]);
    expect(mails[0]!.subject).toBe('Your Goldline Partners verification code');
    expect(mails[0]!.text).toMatch(/reset your password: \d{6}\b/);
    const row = await outboxRow(broken, demoMailId);
    expect(row.sent_at).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attempts: 1, next_attempt_at: null });
    expect((await outboxOf(broken, DEMO.email))[0]!.delivery).toEqual({
      state: 'sent',
      at: row.sent_at!.toISOString(),
      attempts: 1,
      lastError: null,
    });
    expect(entries().find((entry) => entry.msg === 'mail sent')).toMatchObject({
      outboxId: demoMailId,
      to: DEMO.email,
    });
    expect(lines.join('\n')).not.toMatch(/reset your password: \d{6}/);

    // Sent is sent: another pass sends nothing twice.
    expect(await deliverDueMail(broken.ctx)).toBe(0);
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
    const row = await plain.ctx.db.one<{
      recipient: string;
      text: string;
      sent_at: Date | null;
      next_attempt_at: Date | null;
    }>('SELECT recipient, text, sent_at, next_attempt_at FROM mail_outbox ORDER BY id DESC LIMIT 1');
    expect(row.recipient).toBe(DEMO.email);
    expect(row).toMatchObject({ sent_at: null, next_attempt_at: null });
    // Nothing to send: a retry pass (no SMTP_URL) leaves it for the operator.
    expect(await deliverDueMail(plain.ctx)).toBe(0);
    expect(row.text).toMatch(/reset your password: \d{6}\b/);
  });
});
