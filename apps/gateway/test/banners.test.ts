import {
  BANNER_NOT_OFFERED,
  BANNER_REFERRAL_CODE_NOT_YOURS,
  BANNER_SIZE_NOT_OFFERED,
  messages,
  SAVED_BANNERS_LIMIT_REACHED,
  SAVED_BANNERS_MAX,
  WEBSITE_NOT_VALID,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';

/** The banner generator's saves, archive, snippets and deletes, between two affiliates. */
let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;
let demoId: number;
let rivalId: number;

interface Option {
  id: number;
  type: string;
  language: string;
  sizes: string;
  name: string;
}
let image: Option;
let textLink: Option;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  const options = (
    await app.inject({ method: 'GET', url: '/api/v1/banner?language=en', headers: demo.headers })
  ).json<{ data: Option[] }>().data;
  image = options.find((o) => o.type === 'image')!;
  textLink = options.find((o) => o.type === 'text')!;
}, 60_000);
afterAll(async () => closeTestApp(app));

const form = (overrides: Record<string, unknown> = {}) => ({
  campaign_name: 'Spring newsletter',
  website: 'https://partner-site.example/casino',
  referral_code: 'GOLDDEMO',
  type: 'image',
  language: 'en',
  banner: image.id,
  size: '728x90',
  ...overrides,
});

function save(session: SignedIn, affiliateId: number, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/affiliate/${affiliateId}/banner`,
    headers: session.headers,
    payload,
  });
}

async function mustSave(session: SignedIn, affiliateId: number, payload: Record<string, unknown>) {
  const response = await save(session, affiliateId, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; tracking_url: string; size: string };
}

function archive(session: SignedIn, affiliateId: number, query = '') {
  return app.inject({
    method: 'GET',
    url: `/api/v1/affiliate/${affiliateId}/banner/${query}`,
    headers: session.headers,
  });
}

describe('POST /api/v1/affiliate/{id}/banner', () => {
  it('saves a banner and answers it as the archive lists it, with its tracking link', async () => {
    const response = await save(
      demo,
      demoId,
      form({ campaign_name: '  Spring newsletter  ', referral_code: 'golddemo' }),
    );
    expect(response.statusCode).toBe(201);
    const saved = response.json().data;
    expect(saved).toMatchObject({
      campaign_name: 'Spring newsletter',
      website: 'https://partner-site.example/casino',
      // The code as the affiliate holds it, whatever case the form sent.
      referral_code: 'GOLDDEMO',
      type: 'image',
      language: 'en',
      banner: image.id,
      banner_name: image.name,
      size: '728x90',
      width: 728,
      height: 90,
      image_url: `/api/v1/banner/${image.id}/creative/728x90`,
      tracking_url: `http://localhost:3000/r/GOLDDEMO?banner=${saved.id}&campaign=Spring%20newsletter`,
      clicks: 0,
    });
    const listed = (await archive(demo, demoId)).json().data;
    expect(listed[0]).toEqual(saved);
  });

  it('saves a text link without a picture', async () => {
    const saved = await mustSave(demo, demoId, form({ type: 'text', banner: textLink.id, size: 'text' }));
    expect(saved).toMatchObject({ size: 'text', width: null, height: null, image_url: null });
  });

  it('puts a website that is not an http(s) address on the website field', async () => {
    for (const website of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(document.cookie)//https://x.example',
      'data:text/html,<script>alert(1)</script>',
      'ftp://files.example/',
      'partner-site.example',
      'https://',
      '   ',
    ]) {
      const response = await save(demo, demoId, form({ website }));
      expect(response.statusCode, website).toBe(422);
      expect(Object.keys(response.json().errors), website).toEqual(['website']);
    }
    const message = (await save(demo, demoId, form({ website: 'javascript:alert(1)' }))).json().errors
      .website;
    expect(message).toEqual([WEBSITE_NOT_VALID]);
  });

  it("refuses a referral code that is not the caller's, whether it is another affiliate's or nobody's", async () => {
    for (const referral_code of ['RIVAL01', 'rival01', 'NOBODYS-CODE']) {
      const response = await save(demo, demoId, form({ referral_code }));
      expect(response.statusCode, referral_code).toBe(422);
      expect(response.json().errors, referral_code).toEqual({
        referral_code: [BANNER_REFERRAL_CODE_NOT_YOURS],
      });
    }
    // Demo's codes are no better in the rival's save.
    const crossed = await save(rival, rivalId, form({ referral_code: 'GOLDSPORT' }));
    expect(crossed.json().errors).toEqual({ referral_code: [BANNER_REFERRAL_CODE_NOT_YOURS] });
    const malformed = await save(demo, demoId, form({ referral_code: '<b>x</b>' }));
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['referral_code']);
  });

  it('refuses a banner that is unknown or not offered in the type and language chosen, and a size it does not have', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ banner: 999_999 }, { banner: [BANNER_NOT_OFFERED] }],
      [{ type: 'animated' }, { banner: [BANNER_NOT_OFFERED] }],
      [{ language: 'de' }, { banner: [BANNER_NOT_OFFERED] }],
      [{ size: '999x999' }, { size: [BANNER_SIZE_NOT_OFFERED] }],
      [{ size: 'text' }, { size: [BANNER_SIZE_NOT_OFFERED] }],
      [{ type: 'text', banner: textLink.id, size: '300x250' }, { size: [BANNER_SIZE_NOT_OFFERED] }],
      // Every refusal at once, each on its field.
      [
        { referral_code: 'RIVAL01', size: '999x999' },
        { referral_code: [BANNER_REFERRAL_CODE_NOT_YOURS], size: [BANNER_SIZE_NOT_OFFERED] },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const response = await save(demo, demoId, form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(response.json().errors, JSON.stringify(overrides)).toEqual(errors);
      expect(response.json().message).toBe(Object.values(errors)[0]![0]);
    }
  });

  it('validates every other field of the form', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ campaign_name: '   ' }, 'campaign_name'],
      [{ campaign_name: 'x'.repeat(101) }, 'campaign_name'],
      [{ type: 'video' }, 'type'],
      [{ language: 'english' }, 'language'],
      [{ banner: 'first' }, 'banner'],
      [{ size: '300 x 250' }, 'size'],
      [{ size: '0300x250' }, 'size'],
    ];
    for (const [overrides, field] of cases) {
      const response = await save(demo, demoId, form(overrides));
      expect(response.statusCode, field).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(overrides)).toEqual([field]);
    }
    const missing = await save(demo, demoId, {});
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'banner',
      'campaign_name',
      'language',
      'referral_code',
      'size',
      'type',
      'website',
    ]);
  });

  it("answers 403 for another affiliate's id in the path and saves nothing there", async () => {
    const before = (await archive(rival, rivalId)).json().meta.total;
    const response = await save(demo, rivalId, form());
    expect(response.statusCode).toBe(403);
    expect((await archive(rival, rivalId)).json().meta.total).toBe(before);
  });
});

describe('GET /api/v1/affiliate/{id}/banner/', () => {
  it('lists the archive newest first and pages it with the specification meta', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: operatorHeaders,
      payload: {
        username: 'pager',
        email: 'pager@example.com',
        password: 'saffron-river-otter-19',
        firstName: 'Page',
        lastName: 'Er',
        country: 'DE',
      },
    });
    const pagerId = created.json().data.id as number;
    const pager = await signIn(app, 'pager', 'saffron-river-otter-19');
    const [code] = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/affiliate/${pagerId}/referral-codes`,
        headers: pager.headers,
      })
    ).json().data as Array<{ code: string }>;
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++)
      ids.push(
        (await mustSave(pager, pagerId, form({ referral_code: code!.code, campaign_name: `Campaign ${i}` })))
          .id,
      );
    const newestFirst = [...ids].reverse();

    const whole = (await archive(pager, pagerId)).json();
    expect(whole.data.map((b: { id: number }) => b.id)).toEqual(newestFirst);
    expect(whole.meta).toMatchObject({ total: 12, current_page: 1, last_page: 1 });

    const second = await archive(pager, pagerId, '?page=2&per_page=5');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.map((b: { id: number }) => b.id)).toEqual(newestFirst.slice(5, 10));
    expect(second.json().meta).toMatchObject({
      current_page: 2,
      last_page: 3,
      from: 6,
      to: 10,
      total: 12,
      per_page: 5,
      prev_page_url: `http://localhost:3000/api/v1/affiliate/${pagerId}/banner/?per_page=5&page=1`,
      next_page_url: `http://localhost:3000/api/v1/affiliate/${pagerId}/banner/?per_page=5&page=3`,
    });
    const beyond = (await archive(pager, pagerId, '?page=4&per_page=5')).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(12);
  });

  it("never shows another affiliate's saved banners, and refuses another affiliate's archive", async () => {
    await mustSave(rival, rivalId, form({ referral_code: 'RIVAL01', campaign_name: 'Rival campaign' }));
    const demoArchive = (await archive(demo, demoId)).json().data as Array<{
      referral_code: string;
      campaign_name: string;
    }>;
    expect(demoArchive.length).toBeGreaterThan(0);
    expect(
      demoArchive.every((b) => b.referral_code !== 'RIVAL01' && b.campaign_name !== 'Rival campaign'),
    ).toBe(true);
    const rivalArchive = (await archive(rival, rivalId)).json().data as Array<{ referral_code: string }>;
    expect(rivalArchive.every((b) => b.referral_code === 'RIVAL01')).toBe(true);
    expect((await archive(rival, demoId)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/affiliate/{id}/banner/{bannerId}/html', () => {
  it('gives the snippet at the saved size, or at another size of the same banner', async () => {
    const saved = await mustSave(demo, demoId, form({ size: '300x250' }));
    const atSaved = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/banner/${saved.id}/html`,
      headers: demo.headers,
    });
    expect(atSaved.statusCode).toBe(200);
    expect(atSaved.json().data).toMatchObject({ size: '300x250', tracking_url: saved.tracking_url });
    expect(atSaved.json().data.html).toContain('width="300" height="250"');
    const atOther = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/affiliate/${demoId}/banner/${saved.id}/html?size=160x600`,
        headers: demo.headers,
      })
    ).json().data;
    expect(atOther.size).toBe('160x600');
    expect(atOther.html).toContain(
      `src="http://localhost:3000/api/v1/banner/${image.id}/creative/160x600" width="160" height="600"`,
    );
    const notOffered = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/banner/${saved.id}/html?size=301x250`,
      headers: demo.headers,
    });
    expect(notOffered.statusCode).toBe(422);
    expect(Object.keys(notOffered.json().errors)).toEqual(['size']);
  });

  it("keeps another affiliate's saved banner out of reach: 404 through one's own id, 403 through theirs", async () => {
    const saved = await mustSave(demo, demoId, form());
    const viaOwnPath = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${rivalId}/banner/${saved.id}/html`,
      headers: rival.headers,
    });
    expect(viaOwnPath.statusCode).toBe(404);
    expect(viaOwnPath.body).not.toContain('GOLDDEMO');
    const viaTheirPath = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/banner/${saved.id}/html`,
      headers: rival.headers,
    });
    expect(viaTheirPath.statusCode).toBe(403);
  });
});

describe('DELETE /api/v1/affiliate/{id}/banner/{bannerId}', () => {
  it("deletes with the specification's message; the banner leaves the archive and its snippet, its link keeps its row", async () => {
    const saved = await mustSave(demo, demoId, form({ campaign_name: 'To delete' }));
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/v1/affiliate/${demoId}/banner/${saved.id}`,
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.bannerDeleted, data: { id: saved.id } });
    expect(response.json().message).toBe('Banner successfully deleted.');
    const listed = (await archive(demo, demoId)).json().data as Array<{ id: number }>;
    expect(listed.some((b) => b.id === saved.id)).toBe(false);
    const snippet = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/banner/${saved.id}/html`,
      headers: demo.headers,
    });
    expect(snippet.statusCode).toBe(404);
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/affiliate/${demoId}/banner/${saved.id}`,
      headers: demo.headers,
    });
    expect(again.statusCode).toBe(404);
    // Soft: the published link's clicks still belong to the affiliate.
    const row = await app.ctx.db.one<{ deleted: boolean }>(
      'SELECT deleted_at IS NOT NULL AS deleted FROM saved_banners WHERE id = $1',
      [saved.id],
    );
    expect(row.deleted).toBe(true);
  });

  it("cannot delete another affiliate's saved banner: it stays in their archive", async () => {
    const saved = await mustSave(demo, demoId, form({ campaign_name: 'Not yours' }));
    const viaOwnPath = await app.inject({
      method: 'DELETE',
      url: `/api/v1/affiliate/${rivalId}/banner/${saved.id}`,
      headers: rival.headers,
    });
    expect(viaOwnPath.statusCode).toBe(404);
    const viaTheirPath = await app.inject({
      method: 'DELETE',
      url: `/api/v1/affiliate/${demoId}/banner/${saved.id}`,
      headers: rival.headers,
    });
    expect(viaTheirPath.statusCode).toBe(403);
    const listed = (await archive(demo, demoId)).json().data as Array<{ id: number }>;
    expect(listed.some((b) => b.id === saved.id)).toBe(true);
  });
});

describe('the archive limit', () => {
  it(`keeps at most ${SAVED_BANNERS_MAX} live saved banners per affiliate, concurrent saves included`, async () => {
    const live = (await archive(rival, rivalId)).json().meta.total as number;
    // Fill the archive to two below the limit directly: a thousand saves through the API would only be slower.
    await app.ctx.db.query(
      `INSERT INTO saved_banners (member_id, banner_id, referral_code, campaign_name, website, size)
       SELECT $1, $2, 'RIVAL01', 'Filler ' || n, 'https://rival.example/', '728x90' FROM generate_series(1, $3::int) AS n`,
      [rivalId, image.id, SAVED_BANNERS_MAX - 2 - live],
    );
    const racing = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        save(rival, rivalId, form({ referral_code: 'RIVAL01', campaign_name: `Race ${n}` })),
      ),
    );
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(2);
    for (const refused of racing.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(SAVED_BANNERS_LIMIT_REACHED);
    }
    expect((await archive(rival, rivalId)).json().meta.total).toBe(SAVED_BANNERS_MAX);
    // Deleting one makes room again.
    const newest = (await archive(rival, rivalId, '?per_page=1')).json().data[0] as { id: number };
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/affiliate/${rivalId}/banner/${newest.id}`,
      headers: rival.headers,
    });
    expect((await save(rival, rivalId, form({ referral_code: 'RIVAL01' }))).statusCode).toBe(201);
  });
});
