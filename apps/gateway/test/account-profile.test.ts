import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceLabel } from '../src/modules/account-settings/device-label.ts';
import { maskedAddress } from '../src/modules/auth/masked-address.ts';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(async () => closeTestApp(app));

const allOn = { withdrawal: true, kyc: true, commission: true, security: true, broadcast: true };
const put = (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'PUT', url, headers, payload });
const meWithPreferences = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v1/bo/me?include=preferences', headers })).json().data;

describe('PUT /api/v1/bo/me/preferences', () => {
  it("saves the time zone and email events, shown by GET /bo/me?include=preferences, the rival's untouched", async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const rivalBefore = await meWithPreferences(rival.headers);
    const body = {
      timezone: 'America/New_York',
      emailNotifications: true,
      emailEvents: { ...allOn, broadcast: false, kyc: false },
    };
    const response = await put('/api/v1/bo/me/preferences', demo.headers, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.preferences).toMatchObject(body);
    expect((await meWithPreferences(demo.headers)).preferences).toEqual({
      language: 'en',
      theme: 'light',
      ...body,
    });
    expect(await meWithPreferences(rival.headers)).toEqual(rivalBefore);
  });

  it('refuses an unknown time zone and a missing event with 422 and field errors', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    const zone = await put('/api/v1/bo/me/preferences', demo.headers, {
      timezone: 'Mars/Olympus_Mons',
      emailNotifications: true,
      emailEvents: allOn,
    });
    expect(zone.statusCode).toBe(422);
    expect(zone.json().errors.timezone).toEqual(['Choose a time zone from the list.']);
    const { broadcast: _, ...missing } = allOn;
    const event = await put('/api/v1/bo/me/preferences', demo.headers, {
      timezone: 'UTC',
      emailNotifications: true,
      emailEvents: missing,
    });
    expect(event.statusCode).toBe(422);
    expect(Object.keys(event.json().errors)).toEqual(['emailEvents.broadcast']);
  });
});

describe('PUT /api/v1/bo/me/profile', () => {
  it('saves the name; email, country and currency stay as they were', async () => {
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const before = await meWithPreferences(rival.headers);
    const response = await put('/api/v1/bo/me/profile', rival.headers, {
      firstName: '  Rhea ',
      lastName: 'Vale',
      email: 'other@example.com',
      country: 'US',
    });
    expect(response.statusCode).toBe(200);
    const after = await meWithPreferences(rival.headers);
    expect(after).toMatchObject({
      firstName: 'Rhea',
      lastName: 'Vale',
      email: before.email,
      country: before.country,
      currency: before.currency,
    });
    const user = (
      await app.inject({ method: 'GET', url: '/api/v1/auth/user', headers: rival.headers })
    ).json().data;
    expect(user.name).toBe('Rhea Vale');
  });

  it('refuses an empty or marked-up name with 422 on the field', async () => {
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const response = await put('/api/v1/bo/me/profile', rival.headers, {
      firstName: '   ',
      lastName: '<b>Vale</b>',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      firstName: ['First name is required.'],
      lastName: ['Last name contains characters that are not allowed.'],
    });
  });
});

describe('device labels and masked addresses', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Chrome on Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1',
      'Chrome on iPhone',
    ],
    ['curl/8.5.0', 'Unknown device'],
  ])('%s is %s', (userAgent, label) => expect(deviceLabel(userAgent)).toBe(label));

  it('hides the end of an address', () => {
    expect(maskedAddress('203.0.113.45')).toBe('203.0.113.•••');
    expect(maskedAddress('::ffff:203.0.113.45')).toBe('203.0.113.•••');
    expect(maskedAddress('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:•••');
    expect(maskedAddress('::1')).toBe(':•••');
    expect(maskedAddress('not an address')).toBeNull();
    expect(maskedAddress(undefined)).toBeNull();
  });
});
