import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import {
  TEXT_NOT_A_MESSAGE,
  TEXT_NOT_OVERRIDDEN,
  TEXT_UNKNOWN_KEY,
  textWrongPlaces,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../src/i18n/catalogs/en.ts';
import { translate } from '../src/i18n/translate.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { mailsTo } from './kyc-helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';

/**
 * Issue 37, item 4: the operator overrides any affiliate-facing text per language and sees which texts a
 * language lacks. The portal's catalogs here are a small stand-in (the real ones change with every screen).
 */
const TEXTS = '/api/v1/operator/texts';

/** A .po catalog of `[msgid, msgstr]` pairs, as Lingui writes it. */
function po(language: string, entries: Array<[string, string]>): string {
  const header = `msgid ""\nmsgstr ""\n"Language: ${language}\\n"\n\n`;
  return (
    header +
    entries.map(([id, text]) => `msgid ${JSON.stringify(id)}\nmsgstr ${JSON.stringify(text)}\n`).join('\n')
  );
}

function writePortalLocales(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-locales-'));
  const catalogs: Record<string, { first: Array<[string, string]>; portal: Array<[string, string]> }> = {
    en: {
      first: [
        ['Sign in', ''],
        ['Welcome back, {name}', ''],
      ],
      portal: [
        ['Read the <0>terms</0>', ''],
        ['Goldline Partners', ''],
      ],
    },
    'pt-BR': {
      first: [
        ['Sign in', 'Entrar'],
        ['Welcome back, {name}', 'Bem-vindo de volta, {name}'],
      ],
      portal: [
        ['Read the <0>terms</0>', 'Leia os <0>termos</0>'],
        ['Goldline Partners', ''],
      ],
    },
    es: {
      first: [
        ['Sign in', 'Iniciar sesión'],
        ['Welcome back, {name}', ''],
      ],
      portal: [
        ['Read the <0>terms</0>', ''],
        ['Goldline Partners', ''],
      ],
    },
    de: {
      first: [
        ['Sign in', 'Anmelden'],
        ['Welcome back, {name}', 'Willkommen zurück, {name}'],
      ],
      portal: [
        ['Read the <0>terms</0>', 'Lies die <0>Bedingungen</0>'],
        ['Goldline Partners', ''],
      ],
    },
  };
  for (const [language, parts] of Object.entries(catalogs)) {
    mkdirSync(path.join(dir, language));
    writeFileSync(path.join(dir, language, 'first.po'), po(language, parts.first));
    writeFileSync(path.join(dir, language, 'portal.po'), po(language, parts.portal));
  }
  return dir;
}

let app: FastifyInstance;
let admin: ConsoleOperator;
let finance: ConsoleOperator;
let support: ConsoleOperator;
let marketing: ConsoleOperator;

beforeAll(async () => {
  app = await buildTestApp({ portalLocales: writePortalLocales() });
  admin = await consoleOperator(app, 'admin');
  finance = await consoleOperator(app, 'finance');
  support = await consoleOperator(app, 'support');
  marketing = await consoleOperator(app, 'marketing');
}, 60_000);
afterAll(async () => closeTestApp(app));

const list = (query: string, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'GET', url: `${TEXTS}?${query}`, headers });
const put = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'PUT', url: TEXTS, headers, payload });
const reset = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: `${TEXTS}/reset`, headers, payload });

interface Listed {
  data: Array<Record<string, unknown>>;
  meta: {
    total: number;
    counts: Array<{ language: string; total: number; missing: number; overridden: number }>;
  };
}

describe('the list of texts', () => {
  it("lists a language's portal texts by key with English, the translation and what affiliates read", async () => {
    const response = await list('language=pt-BR&scope=portal');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as Listed;
    expect(body.data.map((t) => [t.key, t.translation, t.override, t.shown])).toEqual([
      ['Goldline Partners', '', null, 'Goldline Partners'],
      ['Read the <0>terms</0>', 'Leia os <0>termos</0>', null, 'Leia os <0>termos</0>'],
      ['Sign in', 'Entrar', null, 'Entrar'],
      ['Welcome back, {name}', 'Bem-vindo de volta, {name}', null, 'Bem-vindo de volta, {name}'],
    ]);
    expect(body.meta.total).toBe(4);
    expect(body.meta.counts).toEqual([
      { language: 'en', total: 4, missing: 0, overridden: 0 },
      { language: 'pt-BR', total: 4, missing: 1, overridden: 0 },
      { language: 'es', total: 4, missing: 3, overridden: 0 },
      { language: 'de', total: 4, missing: 1, overridden: 0 },
    ]);
  });

  it("lists the gateway's texts (mails and files), every one translated", async () => {
    const body = (await list('language=de&scope=gateway&q=mail.code.subject')).json() as Listed;
    expect(body.data).toEqual([
      expect.objectContaining({
        key: 'mail.code.subject',
        english: en['mail.code.subject'],
        translation: 'Ihr Bestätigungscode von Goldline Partners',
        override: null,
      }),
    ]);
    expect(body.meta.counts.find((c) => c.language === 'de')).toEqual({
      language: 'de',
      total: Object.keys(en).length,
      missing: 0,
      overridden: 0,
    });
  });

  it('filters by words in any column and by what is missing, and pages', async () => {
    const missing = (await list('language=es&scope=portal&only=missing')).json() as Listed;
    expect(missing.data.map((t) => t.key)).toEqual([
      'Goldline Partners',
      'Read the <0>terms</0>',
      'Welcome back, {name}',
    ]);
    const searched = (await list('language=pt-BR&scope=portal&q=ENTRAR')).json() as Listed;
    expect(searched.data.map((t) => t.key)).toEqual(['Sign in']);
    const second = (await list('language=pt-BR&scope=portal&per_page=3&page=2')).json() as Listed;
    expect(second.data.map((t) => t.key)).toEqual(['Welcome back, {name}']);
  });

  it('is read by every role and refused to an affiliate and to a request without a token', async () => {
    for (const who of [finance, support, marketing])
      expect((await list('language=de', who.headers)).statusCode).toBe(200);
    expect((await list('language=de', operatorHeaders)).statusCode).toBe(200);
    const demo: SignedIn = await signIn(app, DEMO.username, DEMO.password);
    expect((await list('language=de', demo.headers)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `${TEXTS}?language=de` })).statusCode).toBe(401);
  });
});

describe('overriding a text', () => {
  it('refuses a key the catalog does not have, a broken message and other variables or tags than English', async () => {
    const unknown = await put({ scope: 'gateway', language: 'pt-BR', key: 'mail.nothing', text: 'Olá' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ key: [TEXT_UNKNOWN_KEY] });

    const broken = await put({
      scope: 'gateway',
      language: 'pt-BR',
      key: 'mail.code.use',
      text: 'Use {code',
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toEqual({ text: [TEXT_NOT_A_MESSAGE] });

    const lost = await put({
      scope: 'gateway',
      language: 'pt-BR',
      key: 'mail.code.use',
      text: 'Código: {code}',
    });
    expect(lost.statusCode).toBe(422);
    expect(lost.json().errors).toEqual({ text: [textWrongPlaces('{code} {purpose}')] });

    const tagless = await put({
      scope: 'portal',
      language: 'de',
      key: 'Read the <0>terms</0>',
      text: 'Lies die Bedingungen',
    });
    expect(tagless.statusCode).toBe(422);
    expect(tagless.json().errors).toEqual({ text: [textWrongPlaces('</0> <0>')] });

    const blank = await put({ scope: 'portal', language: 'de', key: 'Sign in', text: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['text']);
  });

  it('is refused to every role but admin', async () => {
    const payload = { scope: 'portal', language: 'de', key: 'Sign in', text: 'Einloggen' };
    for (const who of [finance, support, marketing])
      expect((await put(payload, who.headers)).statusCode).toBe(403);
    expect((await reset(payload, support.headers)).statusCode).toBe(403);
    const demo = await signIn(app, DEMO.username, DEMO.password);
    expect((await put(payload, demo.headers)).statusCode).toBe(401);
  });

  it("writes a code mail's subject with the override, at once, and audits the change", async () => {
    const subject = 'Seu código da Goldline Parceiros';
    const response = await put({
      scope: 'gateway',
      language: 'pt-BR',
      key: 'mail.code.subject',
      text: subject,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      key: 'mail.code.subject',
      translation: 'Seu código de verificação da Goldline Partners',
      override: subject,
      shown: subject,
      updated_by: admin.email,
    });
    expect(translate('pt-BR', 'mail.code.subject')).toBe(subject);
    expect(translate('es', 'mail.code.subject')).not.toBe(subject);

    // An affiliate reading Portuguese gets the code mail under it.
    const username = 'paula';
    const email = 'paula@example.com';
    const password = 'paula-long-passphrase-2026';
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: operatorHeaders,
      payload: {
        username,
        email,
        password,
        firstName: 'Paula',
        lastName: 'Souza',
        country: 'BR',
        currency: 'EUR',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const paula = await signIn(app, username, password);
    const preferences = await app.inject({
      method: 'PUT',
      url: '/api/v1/bo/me/preferences',
      headers: paula.headers,
      payload: {
        language: 'pt-BR',
        timezone: 'UTC',
        emailNotifications: true,
        emailEvents: { withdrawal: true, kyc: true, commission: true, security: true, broadcast: true },
      },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: paula.headers,
      payload: { purpose: 'withdrawal' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await mailsTo(app, email)).map((mail) => mail.subject)).toContain(subject);

    const [audited] = (await auditRows(app, 'operator.setText')).slice(-1);
    expect(audited?.detail).toMatchObject({
      scope: 'gateway',
      language: 'pt-BR',
      key: 'mail.code.subject',
      before: null,
      after: subject,
      status: 200,
    });
  });

  it("hands the portal its overrides in /config.json under Lingui's id, English too, and counts them", async () => {
    const name = 'Goldline Afiliados';
    expect(
      (await put({ scope: 'portal', language: 'pt-BR', key: 'Goldline Partners', text: name })).statusCode,
    ).toBe(200);
    const english = 'Welcome, {name}!';
    expect(
      (await put({ scope: 'portal', language: 'en', key: 'Welcome back, {name}', text: english })).statusCode,
    ).toBe(200);

    const config = await app.inject({ method: 'GET', url: '/config.json' });
    expect(config.json().texts).toEqual({
      en: { [generateMessageId('Welcome back, {name}')]: compileMessage(english) },
      'pt-BR': { [generateMessageId('Goldline Partners')]: compileMessage(name) },
    });

    const body = (await list('language=pt-BR&scope=portal&only=overridden')).json() as Listed;
    expect(body.data.map((t) => [t.key, t.override, t.shown])).toEqual([['Goldline Partners', name, name]]);
    expect(body.meta.counts.filter((c) => c.overridden > 0).map((c) => c.language)).toEqual(['en', 'pt-BR']);
  });

  it('resets an override: the catalog text shows again, and a second reset is a 404', async () => {
    const key = { scope: 'portal', language: 'pt-BR', key: 'Goldline Partners' };
    const response = await reset(key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      override: null,
      shown: 'Goldline Partners',
      updated_by: null,
    });
    expect((await app.inject({ method: 'GET', url: '/config.json' })).json().texts['pt-BR']).toBeUndefined();
    const again = await reset(key);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(TEXT_NOT_OVERRIDDEN);

    expect((await reset({ scope: 'gateway', language: 'pt-BR', key: 'mail.code.subject' })).statusCode).toBe(
      200,
    );
    expect(translate('pt-BR', 'mail.code.subject')).toBe('Seu código de verificação da Goldline Partners');
    const [audited] = (await auditRows(app, 'operator.resetText')).slice(-1);
    expect(audited?.detail).toMatchObject({
      key: 'mail.code.subject',
      before: 'Seu código da Goldline Parceiros',
      after: null,
    });
  });
});
