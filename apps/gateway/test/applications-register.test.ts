import { createHash } from 'node:crypto';
import {
  APPLICATION_CHALLENGE_FAILED,
  APPLICATION_CODE_NOT_VALID,
  APPLICATION_LINK_NOT_VALID,
  errorCodes,
  TERMS_NOT_IN_FORCE,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../src/modules/auth/passwords.ts';
import { APPLICATION_CURRENCY_NOT_OFFERED } from '../src/modules/applications/registration.ts';
import {
  applicationForm,
  applicationsOf,
  applicationTestConfig,
  apply,
  CHALLENGE,
  confirm,
  mailedConfirmation,
  mailsTo,
  solvedAltcha,
  widgetPayload,
} from './application-helpers.ts';
import { advanceClock, buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';

/**
 * Issue 38, applying: the public form answers 201 and mails a code and a link; the applicant confirms by
 * either, and the application waits for a manager. Bots are held off by a proof of work (ALTCHA, solved
 * here as the widget solves it) and a hidden field.
 */
const HOUR_MS = 3_600_000;

describe('applying with the proof of work as deployed (its default cost)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ rateLimits: applicationTestConfig().rateLimits! });
  });
  afterAll(() => closeTestApp(app));

  it('hands out a signed challenge for 10 minutes, never cached, solved and accepted', async () => {
    const response = await app.inject({ method: 'GET', url: CHALLENGE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = response.json().data;
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 5000 });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const minutes = (parameters.expiresAt * 1000 - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);

    const form = applicationForm();
    const applied = await apply(app, form);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await applicationsOf(app, form.email!)).toHaveLength(1);
  });
});

describe('applying and confirming', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(applicationTestConfig());
  });
  afterAll(() => closeTestApp(app));

  it('answers 201, keeps the application unconfirmed and mails the code and the link', async () => {
    const form = applicationForm({ ref: 'FRIEND42' });
    const before = Date.now();
    const response = await apply(app, form, { remoteAddress: '203.0.113.50' });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data).toEqual({
      status: 'awaiting_email_confirmation',
      email: form.email,
      expires_at: expect.any(String),
    });
    const hours = (Date.parse(data.expires_at) - before) / HOUR_MS;
    expect(hours).toBeGreaterThanOrEqual(24);
    expect(hours).toBeLessThan(24.1);

    const [row] = await applicationsOf(app, form.email!);
    expect(row).toMatchObject({
      status: 'unconfirmed',
      kind: 'individual',
      company_name: null,
      first_name: 'Ada',
      username: form.username,
      country: 'DE',
      currency: 'EUR',
      language: 'en',
      websites: form.websites,
      website_hosts: ['example-casino-reviews.com', 'tips.example.org'],
      traffic_sources: ['seo', 'social'],
      messenger: { app: 'telegram', handle: '@ada' },
      terms_version: null,
      ref_code: 'FRIEND42',
      referred_by: null,
      ip: '203.0.113.50',
      email_confirmed_at: null,
      confirm_attempts: 0,
    });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect((row!.confirm_expires_at as Date).getTime()).toBe(Date.parse(data.expires_at));

    const mails = await mailsTo(app, form.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Confirm your email address for Goldline Partners');
    const { code, token, link } = await mailedConfirmation(app, form.email!);
    expect(link).toBe(`http://localhost:3000/auth/register/confirm#token=${token}`);
    expect(mails[0]!.subject).not.toContain(code);
    // Only hashes are kept: neither the code nor the token can be read back from the row.
    expect(row!.confirm_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('confirms by the mailed code: the application waits for a manager, and says so by mail', async () => {
    const form = applicationForm({ first_name: 'Grace' });
    expect((await apply(app, form)).statusCode).toBe(201);
    const { code } = await mailedConfirmation(app, form.email!);
    const confirmed = await confirm(app, { email: form.email!.toUpperCase(), code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ status: 'pending_review', first_name: 'Grace' });
    const [row] = await applicationsOf(app, form.email!);
    expect(row).toMatchObject({
      status: 'pending',
      confirm_code_hash: null,
      confirm_token_hash: null,
      confirm_expires_at: null,
    });
    expect(row!.email_confirmed_at).toBeInstanceOf(Date);
    const mails = await mailsTo(app, form.email!);
    expect(mails.map((m) => m.subject)).toEqual([
      'Confirm your email address for Goldline Partners',
      'We received your application to Goldline Partners',
    ]);
    expect(mails[1]!.text).toContain('usually review applications within 3 working days');

    const again = await confirm(app, { email: form.email, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: [APPLICATION_CODE_NOT_VALID] });
  });

  it('confirms by the mailed link once: the same link again is refused', async () => {
    const form = applicationForm();
    expect((await apply(app, form)).statusCode).toBe(201);
    const { token } = await mailedConfirmation(app, form.email!);
    const confirmed = await confirm(app, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('pending_review');
    const again = await confirm(app, { token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: errorCodes.validationFailed,
      errors: { token: [APPLICATION_LINK_NOT_VALID] },
    });
  });

  it('answers a wrong code, an unknown address and an unknown link alike', async () => {
    const form = applicationForm();
    expect((await apply(app, form)).statusCode).toBe(201);
    const { code } = await mailedConfirmation(app, form.email!);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const byWrongCode = await confirm(app, { email: form.email, code: wrong });
    const byUnknownAddress = await confirm(app, { email: 'nobody.applied@example.net', code });
    expect(byWrongCode.statusCode).toBe(422);
    expect(byUnknownAddress.statusCode).toBe(422);
    expect(byWrongCode.body).toBe(byUnknownAddress.body);
    const byUnknownLink = await confirm(app, { token: 'x'.repeat(43) });
    expect(byUnknownLink.statusCode).toBe(422);
  });

  it('kills the code and the link at the fifth wrong code', async () => {
    const form = applicationForm();
    expect((await apply(app, form)).statusCode).toBe(201);
    const { code, token } = await mailedConfirmation(app, form.email!);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await confirm(app, { email: form.email, code: wrong });
      expect(refused.statusCode, `attempt ${attempt}`).toBe(422);
    }
    const [row] = await applicationsOf(app, form.email!);
    expect(row).toMatchObject({ status: 'unconfirmed', confirm_attempts: 5, confirm_code_hash: null });
    expect((await confirm(app, { email: form.email, code })).statusCode).toBe(422);
    expect((await confirm(app, { token })).statusCode).toBe(422);

    // Applying again replaces the dead application with a live one, its new code working.
    expect((await apply(app, { ...form, first_name: 'Ada again' })).statusCode).toBe(201);
    const fresh = await mailedConfirmation(app, form.email!);
    const confirmed = await confirm(app, { email: form.email, code: fresh.code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.first_name).toBe('Ada again');
    expect(await applicationsOf(app, form.email!)).toHaveLength(1);
  });

  it('refuses the code and the link once 24 hours have passed', async () => {
    const form = applicationForm();
    expect((await apply(app, form)).statusCode).toBe(201);
    const { code, token } = await mailedConfirmation(app, form.email!);
    advanceClock(app, 24 * HOUR_MS + 1_000);
    expect((await confirm(app, { email: form.email, code })).statusCode).toBe(422);
    expect((await confirm(app, { token })).statusCode).toBe(422);
    expect((await applicationsOf(app, form.email!))[0]!.status).toBe('unconfirmed');
  });

  it('replaces an unconfirmed application sent again: the first code dies, the new one works', async () => {
    const form = applicationForm();
    expect((await apply(app, form)).statusCode).toBe(201);
    const first = await mailedConfirmation(app, form.email!);
    const again = applicationForm({ email: form.email, last_name: 'Byron', country: 'GB' });
    expect((await apply(app, again)).statusCode).toBe(201);
    const second = await mailedConfirmation(app, form.email!);
    const rows = await applicationsOf(app, form.email!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ last_name: 'Byron', country: 'GB', username: again.username });
    expect((await confirm(app, { token: first.token })).statusCode).toBe(422);
    if (first.code !== second.code)
      expect((await confirm(app, { email: form.email, code: first.code })).statusCode).toBe(422);
    expect((await confirm(app, { email: form.email, code: second.code })).statusCode).toBe(200);
  });

  it('tells an address that applied already, by mail, when it applied: nothing else changes', async () => {
    const form = applicationForm({ first_name: 'Hedy' });
    expect((await apply(app, form)).statusCode).toBe(201);
    const { token } = await mailedConfirmation(app, form.email!);
    expect((await confirm(app, { token })).statusCode).toBe(200);
    const again = await apply(app, applicationForm({ email: form.email, first_name: 'Someone' }));
    expect(again.statusCode).toBe(201);
    const rows = await applicationsOf(app, form.email!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', first_name: 'Hedy' });
    const day = rows[0]!.applied_at as Date;
    const date = [day.getUTCMonth() + 1, day.getUTCDate()].map((n) => String(n).padStart(2, '0')).join('/');
    const mails = await mailsTo(app, form.email!);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toBe('Your application to Goldline Partners');
    expect(mails[2]!.text).toContain(
      `Hello Hedy,\n\nyou applied to join Goldline Partners on ${date}/${day.getUTCFullYear()}`,
    );
  });

  it('drops a form whose hidden field is filled: the same 201, nothing kept, nothing mailed', async () => {
    const form = applicationForm({ homepage: 'http://spam.example' });
    const response = await apply(app, form);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({
      status: 'awaiting_email_confirmation',
      email: form.email,
      expires_at: expect.any(String),
    });
    expect(await applicationsOf(app, form.email!)).toEqual([]);
    expect(await mailsTo(app, form.email!)).toEqual([]);
  });

  it('takes a solved challenge for one application only: sent again, 422 on altcha', async () => {
    const altcha = await solvedAltcha(app);
    const first = applicationForm();
    expect((await apply(app, { ...first, altcha })).statusCode).toBe(201);
    const second = applicationForm();
    const replayed = await apply(app, { ...second, altcha });
    expect(replayed.statusCode).toBe(422);
    expect(replayed.json()).toEqual({
      message: APPLICATION_CHALLENGE_FAILED,
      code: errorCodes.validationFailed,
      errors: { altcha: [APPLICATION_CHALLENGE_FAILED] },
    });
    expect(await applicationsOf(app, second.email!)).toEqual([]);
    expect(await mailsTo(app, second.email!)).toEqual([]);
  });

  it('keeps a solved challenge unspent while the form is refused for something else', async () => {
    const altcha = await solvedAltcha(app);
    const form = applicationForm();
    expect((await apply(app, { ...form, currency: 'USD', altcha })).statusCode).toBe(422);
    expect((await apply(app, { ...form, altcha })).statusCode).toBe(201);
  });

  it('refuses a forged, tampered, unsolved, expired or test-mode altcha', async () => {
    const challenge = (await app.inject({ method: 'GET', url: CHALLENGE })).json().data;
    const guessed = { counter: 1, derivedKey: '00'.repeat(32) };
    const tampered = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    const unsigned = { parameters: challenge.parameters, signature: 'ab'.repeat(32) };
    const payloads = {
      unsolved: widgetPayload(challenge, guessed),
      tampered: widgetPayload(tampered, guessed),
      unsigned: widgetPayload(unsigned, guessed),
      testMode: Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
        'base64',
      ),
      notBase64Json: 'not a payload at all',
    };
    for (const [name, altcha] of Object.entries(payloads)) {
      const response = await apply(app, { ...applicationForm(), altcha });
      expect(response.statusCode, name).toBe(422);
      expect(response.json().errors, name).toEqual({ altcha: [APPLICATION_CHALLENGE_FAILED] });
    }
    const solved = await solvedAltcha(app);
    advanceClock(app, 10 * 60_000 + 1_000);
    const expired = await apply(app, { ...applicationForm(), altcha: solved });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ altcha: [APPLICATION_CHALLENGE_FAILED] });
  });

  it('takes only a currency of one of the brands', async () => {
    const response = await apply(app, applicationForm({ currency: 'USD' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ currency: [APPLICATION_CURRENCY_NOT_OFFERED] });
    expect((await apply(app, applicationForm({ currency: 'BRL' }))).statusCode).toBe(201);
  });

  it('takes only a password the program accepts', async () => {
    const common = await apply(
      app,
      applicationForm({ password: 'password1234', password_confirmation: 'password1234' }),
    );
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
    const form = applicationForm();
    const ownName = await apply(app, {
      ...form,
      username: 'ada.lovelace.2026',
      password: 'ada.lovelace.2026',
      password_confirmation: 'ada.lovelace.2026',
    });
    expect(ownName.statusCode).toBe(422);
    expect(ownName.json().errors).toEqual({ password: [COMMON_PASSWORD_MESSAGE] });
  });

  it('writes to a German applicant in German, from the form’s language or the request’s', async () => {
    const chosen = applicationForm({ language: 'de', first_name: 'Jutta' });
    expect((await apply(app, chosen)).statusCode).toBe(201);
    const [mail] = await mailsTo(app, chosen.email!);
    expect(mail!.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Goldline Partners');
    expect(mail!.text).toContain('Hallo Jutta,\n\nvielen Dank für Ihre Bewerbung bei Goldline Partners.');
    expect(mail!.text).toContain('Link und Code sind 24 Stunden gültig.');
    expect((await applicationsOf(app, chosen.email!))[0]!.language).toBe('de');
    const { code } = await mailedConfirmation(app, chosen.email!);
    expect((await confirm(app, { email: chosen.email, code })).statusCode).toBe(200);
    const received = (await mailsTo(app, chosen.email!))[1]!;
    expect(received.subject).toBe('Wir haben Ihre Bewerbung bei Goldline Partners erhalten');
    expect(received.text).toContain('innerhalb von 3 Werktagen');

    const byHeader = applicationForm({ first_name: 'Karl' });
    const response = await apply(app, byHeader, { headers: { 'accept-language': 'de-AT,de;q=0.9' } });
    expect(response.statusCode).toBe(201);
    expect((await mailsTo(app, byHeader.email!))[0]!.subject).toBe(
      'Bestätigen Sie Ihre E-Mail-Adresse für Goldline Partners',
    );
    // A refusal is in German too.
    const refused = await apply(app, applicationForm({ currency: 'USD' }), {
      headers: { 'accept-language': 'de' },
    });
    expect(refused.json().errors.currency).toEqual([
      'Wählen Sie eine der Währungen, in denen das Programm auszahlt.',
    ]);
  });

  it('lets the operator read the mails in the outbox, as for other mail', async () => {
    const form = applicationForm();
    expect((await apply(app, form)).statusCode).toBe(201);
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/v1/operator/outbox?to=${encodeURIComponent(form.email!)}&limit=5`,
      headers: operatorHeaders,
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().data.map((m: { subject: string }) => m.subject)).toEqual([
      'Confirm your email address for Goldline Partners',
    ]);
  });
});

describe('the terms accepted when applying', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(applicationTestConfig());
  });
  afterAll(() => closeTestApp(app));

  it('are none while none is published, then must be the version in force', async () => {
    expect((await apply(app, applicationForm({ terms_version: null }))).statusCode).toBe(201);
    const none = await apply(app, applicationForm({ terms_version: 1 }));
    expect(none.statusCode).toBe(409);

    const published = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/terms',
      headers: operatorHeaders,
      payload: { body: '# Terms\n\nPlay fair.' },
    });
    expect(published.statusCode, published.body).toBe(201);
    const version = published.json().data.version as number;

    for (const stale of [null, version + 1]) {
      const response = await apply(app, applicationForm({ terms_version: stale }));
      expect(response.statusCode, String(stale)).toBe(409);
      expect(response.json()).toEqual({
        message: TERMS_NOT_IN_FORCE,
        code: errorCodes.conflict,
        errors: { terms_version: [TERMS_NOT_IN_FORCE] },
      });
    }
    const form = applicationForm({ terms_version: version });
    expect((await apply(app, form)).statusCode).toBe(201);
    expect((await applicationsOf(app, form.email!))[0]!.terms_version).toBe(version);
  });
});

describe('the logs of applying and confirming', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({
      ...applicationTestConfig(),
      logLevel: 'trace',
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(() => closeTestApp(app));

  it('never hold the password, the code, the link’s token or the proof of work, at the most verbose level', async () => {
    const form = applicationForm();
    const altcha = await solvedAltcha(app);
    expect((await apply(app, { ...form, altcha })).statusCode).toBe(201);
    const { code, token } = await mailedConfirmation(app, form.email!);
    expect((await confirm(app, { email: form.email, code })).statusCode).toBe(200);
    const logged = lines.join('\n');
    expect(logged).toContain('"applicationOutcome":"applied"');
    for (const secret of [form.password!, token, altcha])
      expect(logged.includes(secret), secret.slice(0, 12)).toBe(false);
    expect(logged).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});
