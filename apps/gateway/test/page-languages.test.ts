import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, signIn, type SignedIn } from './helpers.ts';
import { initiate, multipart, sandboxForm } from './kyc-helpers.ts';

/**
 * The pages the gateway shows a person, in their language (issue 37): the identity check's sandbox pages
 * and the demo landing page follow `?lang=`, else (the sandbox) the affiliate's stored language, else
 * the browser's Accept-Language, else English; `<html lang>` says which.
 */
const PUBLIC_URL = 'http://127.0.0.1:1';

let app: FastifyInstance;
let demo: SignedIn;
let sandboxPath: string;

beforeAll(async () => {
  app = await buildTestApp({ publicUrl: PUBLIC_URL });
  demo = await signIn(app, DEMO.username, DEMO.password);
  sandboxPath = new URL((await initiate(app, demo)).json().data.redirectUrl).pathname;
});
afterAll(async () => closeTestApp(app));

const open = (url: string, acceptLanguage?: string) =>
  app.inject({ url, headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });

describe('the sandbox page in the visitor’s language', () => {
  it('is Spanish with ?lang=es, whatever the browser asks for', async () => {
    const page = (await open(`${sandboxPath}?lang=es`, 'de-DE,de;q=0.9')).body;
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<h1>Verificación de identidad (sandbox)</h1>');
    expect(page).toContain('Sube cualquier imagen y elige el resultado');
    expect(page).toContain('No se subió ningún documento');
    expect(page).toContain(`<a href="${PUBLIC_URL}/kyc">Cancelar y volver al portal</a>`);
    expect(page).toContain(`action="${sandboxPath}?lang=es"`);
    expect(page).not.toContain('Cancel and go back to the portal');
  });

  it('follows the browser’s Accept-Language by preference, for an affiliate who chose no language', async () => {
    // An account from before languages: its preferences hold none (new accounts start with English).
    await app.ctx.db.query(`UPDATE members SET preferences = preferences - 'language' WHERE username = $1`, [
      DEMO.username,
    ]);
    const page = (await open(sandboxPath, 'fr-FR,fr;q=0.9,en;q=0.5,de-AT;q=0.8')).body;
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('Abbrechen und zurück zum Portal');
  });

  it('is English as before when nothing asks for another language', async () => {
    const page = (await open(sandboxPath)).body;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Identity verification (sandbox)</h1>');
    expect(page).toContain('Cancel and go back to the portal');
  });

  it('answers a refused submission in the language it was opened in, the message next to its field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${sandboxPath}?lang=de`,
      ...(await multipart(sandboxForm('fraud', null))),
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain(
      '<p id="document-error" class="error" role="alert">Wählen Sie ein Bild Ihres Ausweises (oder das Ergebnis „Kein Ausweis hochgeladen“).</p>',
    );
    expect(response.body).toContain('value="fraud" checked');
  });

  it('says an address that opens nothing in the browser’s language', async () => {
    const response = await open('/api/v1/kyc/sandbox/999999/not-the-secret', 'pt-BR,pt;q=0.9');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="pt-BR">');
    expect(response.body).toContain('Esta página de verificação expirou ou não existe.');
    expect(response.body).toContain(`<a href="${PUBLIC_URL}/kyc">Voltar ao portal</a>`);
  });

  it('reads the affiliate’s stored language before the browser’s', async () => {
    const me = await app.inject({ url: '/api/v1/bo/me?include=preferences', headers: demo.headers });
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/bo/me/preferences',
      headers: demo.headers,
      payload: { ...me.json().data.preferences, language: 'pt-BR' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const page = (await open(sandboxPath, 'es-ES')).body;
      expect(page).toContain('<html lang="pt-BR">');
      expect(page).toContain('Cancelar e voltar ao portal');
      // The address's ?lang= still comes first.
      expect((await open(`${sandboxPath}?lang=en`, 'es-ES')).body).toContain('<html lang="en">');
    } finally {
      await app.inject({
        method: 'PUT',
        url: '/api/v1/bo/me/preferences',
        headers: demo.headers,
        payload: { ...me.json().data.preferences, language: 'en' },
      });
    }
  });
});

describe('the demo landing page in the player’s language', () => {
  it('is German with ?lang=de, the partner code shown', async () => {
    const response = await open('/landing?ref=GOLD-1&lang=de');
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('<h1>Willkommen bei <span>Goldline Casino</span></h1>');
    expect(response.body).toContain('<dt>Partnercode</dt><dd>GOLD-1</dd>');
    expect(response.headers.vary).toContain('accept-language');
  });

  it('follows the browser, a deep link’s page in its sentence', async () => {
    const page = (await open('/landing/sports/final?ref=GOLD-1', 'es-MX,es;q=0.9')).body;
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('Has llegado a la página <strong>sports/final</strong>');
  });

  it('stays English word for word without a language', async () => {
    const page = (await open('/landing/sports/final')).body;
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Welcome to <span>Goldline Casino</span></h1>');
    expect(page).toContain(
      '<p class="page">You landed on the page <strong>sports/final</strong>, where the partner\'s link led.</p>',
    );
    expect(page).toContain('None: you came without a partner link, so no partner is credited.');
  });
});
