import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyRequests } from '../src/http/api-error.ts';
import { errorBodyIn } from '../src/i18n/api-error-language.ts';
import { portalTexts } from '../src/i18n/portal-catalog.ts';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, testConfig, type SignedIn } from './helpers.ts';
import { withdrawalCode } from './withdrawal-helpers.ts';

/**
 * Issue 37: the gateway's error answers in the language the request asks (Accept-Language), English
 * word for word without one. The portal's catalogs here are a small stand-in: a contract validation
 * message with an explicit id (its msgid is the English), and a field's label.
 */
const MISMATCH = 'The password confirmation does not match.';

function writePortalLocales(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-locales-'));
  const translations: Record<string, [string, string]> = {
    en: [MISMATCH, 'Current password'],
    'pt-BR': ['A confirmação da senha não confere.', 'Senha atual'],
    es: ['', ''],
    de: ['Die Passwortbestätigung stimmt nicht überein.', 'Aktuelles Passwort'],
  };
  for (const [language, [mismatch, label]] of Object.entries(translations)) {
    mkdirSync(path.join(dir, language));
    const text = language === 'en' ? '' : undefined;
    writeFileSync(
      path.join(dir, language, 'portal.po'),
      `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n\n` +
        `#. js-lingui-explicit-id\nmsgid ${JSON.stringify(MISMATCH)}\nmsgstr ${JSON.stringify(text ?? mismatch)}\n\n` +
        `msgid "Current password"\nmsgstr ${JSON.stringify(text ?? label)}\n`,
    );
  }
  return dir;
}

const portalLocales = writePortalLocales();
let app: FastifyInstance;
let rival: SignedIn;

beforeAll(async () => {
  app = await buildTestApp({ portalLocales });
  rival = await signIn(app, RIVAL.username, RIVAL.password);
}, 60_000);
afterAll(async () => closeTestApp(app));

const changePassword = (payload: object, language?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/bo/me/change-password',
    headers: { ...rival.headers, ...(language !== undefined && { 'accept-language': language }) },
    payload,
  });
const mismatched = {
  current_password: RIVAL.password,
  password: 'a-brand-new-passphrase',
  password_confirmation: 'another-new-passphrase',
};

describe("a contract's validation message (422)", () => {
  it("is the portal catalog's text in the language asked, found by its explicit id", async () => {
    const de = await changePassword(mismatched, 'de-DE,de;q=0.9,en;q=0.5');
    expect(de.statusCode).toBe(422);
    expect(de.json()).toEqual({
      message: 'Die Passwortbestätigung stimmt nicht überein.',
      code: errorCodes.validationFailed,
      errors: { password_confirmation: ['Die Passwortbestätigung stimmt nicht überein.'] },
    });
    const pt = await changePassword(mismatched, 'pt-BR');
    expect(pt.json().errors).toEqual({ password_confirmation: ['A confirmação da senha não confere.'] });
  });

  it('stays English without Accept-Language, with en, and where the catalog lacks the language', async () => {
    for (const language of [undefined, 'en', 'es']) {
      const response = await changePassword(mismatched, language);
      expect(response.json().message, language).toBe(MISMATCH);
      expect(response.json().errors, language).toEqual({ password_confirmation: [MISMATCH] });
    }
  });

  it("words a missing field's generic message in the language, the field named as the portal labels it", async () => {
    const { current_password: _, ...missing } = mismatched;
    const de = await changePassword({ ...missing, password_confirmation: missing.password }, 'de');
    expect(de.json().errors.current_password).toEqual(['Aktuelles Passwort ist ungültig.']);
    const en = await changePassword({ ...missing, password_confirmation: missing.password });
    expect(en.json().errors.current_password).toEqual(['Current password is not valid.']);
  });
});

describe("the gateway's own refusals", () => {
  it('a wrong current password (422) in German and Portuguese, English as the specification words it', async () => {
    const wrong = {
      ...mismatched,
      current_password: 'wrong-password',
      password_confirmation: mismatched.password,
    };
    const de = await changePassword(wrong, 'de');
    expect(de.statusCode).toBe(422);
    expect(de.json().errors).toEqual({ current_password: ['Das aktuelle Passwort ist falsch.'] });
    expect(de.json().message).toBe('Das aktuelle Passwort ist falsch.');
    const pt = await changePassword(wrong, 'pt-BR');
    expect(pt.json().errors).toEqual({ current_password: ['A senha atual está incorreta.'] });
    const en = await changePassword(wrong);
    expect(en.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
  });

  it("a withdrawal over the option's maximum, the amount written the language's way", async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const over = async (language?: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/bo/me/transactions/withdraw',
          headers: { ...demo.headers, ...(language !== undefined && { 'accept-language': language }) },
          payload: {
            payment_option_type: 'NETELLER',
            account: 'demo.wallet@example.com',
            amount: '5000.01',
            code: await withdrawalCode(app, demo, DEMO.email),
          },
        })
      ).json();
    expect((await over('de')).errors.amount).toEqual([
      'Der Höchstbetrag für Neteller beträgt 5.000,00\u00a0€.',
    ]);
    expect((await over('pt-BR')).errors.amount).toEqual(['O máximo para Neteller é €\u00a05.000,00.']);
    expect((await over('en')).errors.amount).toEqual(['The maximum for Neteller is 5000.00 EUR.']);
    expect((await over()).message).toBe('The maximum for Neteller is 5000.00 EUR.');
  });

  it('a withdrawal with an option the program stopped offering: the options list says why in the same words', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    await app.ctx.db.query(`UPDATE payment_options SET enabled = false WHERE type = 'SKRILL'`);
    try {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/v1/bo/me/transactions/withdraw',
        headers: { ...demo.headers, 'accept-language': 'de' },
        payload: {
          payment_option_type: 'SKRILL',
          account: 'demo@example.com',
          amount: '20.00',
          code: await withdrawalCode(app, demo, DEMO.email),
        },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.payment_option_type).toEqual([
        'Auszahlungen per Skrill werden derzeit nicht angeboten.',
      ]);
      expect(refused.json().message).toBe('Auszahlungen per Skrill werden derzeit nicht angeboten.');
    } finally {
      await app.ctx.db.query(`UPDATE payment_options SET enabled = true WHERE type = 'SKRILL'`);
    }
  });

  it('a 404 in the language asked, with Vary: Accept-Language', async () => {
    const ask = (language?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/no-such-address',
        headers: language === undefined ? {} : { 'accept-language': language },
      });
    const de = await ask('de');
    expect(de.statusCode).toBe(404);
    expect(de.json().message).toBe('Nicht gefunden.');
    expect(de.headers.vary).toMatch(/accept-language/i);
    expect((await ask('es')).json().message).toBe('No encontrado.');
    expect((await ask('pt-BR')).json().message).toBe('Não encontrado.');
    expect((await ask()).json().message).toBe('Not found.');
  });

  it("the error handler's own answers: a 405 naming the methods, a body that is not JSON", async () => {
    const wrongMethod = (language?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/bo/me/change-password',
        headers: { ...rival.headers, ...(language !== undefined && { 'accept-language': language }) },
      });
    expect((await wrongMethod('de')).json().message).toBe('Diese Adresse akzeptiert POST.');
    expect((await wrongMethod('es')).json().message).toBe('Esta dirección admite POST.');
    expect((await wrongMethod()).json().message).toBe('This address takes POST.');
    const notJson = (language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bo/me/change-password',
        headers: {
          ...rival.headers,
          'content-type': 'application/json',
          ...(language !== undefined && { 'accept-language': language }),
        },
        payload: '{"current_password": ',
      });
    const pt = await notJson('pt-BR');
    expect(pt.statusCode).toBe(400);
    expect(pt.json().message).toBe('O corpo da requisição não é um JSON válido.');
    expect((await notJson()).json().message).toBe('The request body is not valid JSON.');
  });

  it('Vary: Accept-Language on a successful API answer too', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/me/products',
      headers: rival.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toMatch(/accept-language/i);
  });
});

describe('a rate limit (429)', () => {
  it('tells the wait in words of the language, English as before', () => {
    const inLanguage = (language: 'en' | 'de' | 'pt-BR' | 'es', seconds: number) => {
      const error = tooManyRequests(seconds);
      return errorBodyIn(error.toBody(), language, undefined, error.texts).message;
    };
    expect(inLanguage('en', 900)).toBe('Too many attempts. Please try again in 15 minutes.');
    expect(inLanguage('en', 60)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(inLanguage('en', 1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(inLanguage('de', 900)).toBe('Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.');
    expect(inLanguage('de', 1)).toBe('Zu viele Versuche. Bitte versuchen Sie es in 1 Sekunde erneut.');
    expect(inLanguage('pt-BR', 60)).toBe('Muitas tentativas. Tente novamente em 1 minuto.');
    expect(inLanguage('es', 30)).toBe('Demasiados intentos. Vuelve a intentarlo en 30 segundos.');
    expect(tooManyRequests(900).message).toBe('Too many attempts. Please try again in 15 minutes.');
  });

  it('answers over HTTP in the language asked (the sign-in limit per address)', async () => {
    const limited = await buildTestApp({ rateLimits: { ...testConfig().rateLimits, loginPerIp: 1 } });
    try {
      const login = (language?: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          headers: language === undefined ? {} : { 'accept-language': language },
          payload: { username: RIVAL.username, password: 'wrong-password-123' },
        });
      expect((await login()).statusCode).toBe(401);
      const de = await login('de');
      expect(de.statusCode).toBe(429);
      expect(de.json().message).toMatch(
        /^Zu viele Versuche\. Bitte versuchen Sie es in (1 Minute|\d+ Sekunden) erneut\.$/,
      );
      expect(de.headers.vary).toMatch(/accept-language/i);
      expect((await login('pt-BR')).json().message).toMatch(
        /^Muitas tentativas\. Tente novamente em (1 minuto|\d+ segundos)\.$/,
      );
      expect((await login()).json().message).toMatch(
        /^Too many attempts\. Please try again in (1 minute|\d+ seconds)\.$/,
      );
    } finally {
      await closeTestApp(limited);
    }
  });
});

describe("the portal's catalogs as the gateway reads them", () => {
  it('keeps an explicit-id message under its msgid, the id the portal looks it up by', () => {
    const texts = portalTexts({ portalDist: '/nonexistent', portalLocales });
    expect(texts.get(MISMATCH)?.messageIds).toEqual([MISMATCH]);
    expect(texts.get(MISMATCH)?.translations.de).toBe('Die Passwortbestätigung stimmt nicht überein.');
    // A message without an explicit id keeps Lingui's generated id.
    const label = texts.get('Current password');
    expect(label?.messageIds).toHaveLength(1);
    expect(label?.messageIds[0]).not.toBe('Current password');
  });
});
