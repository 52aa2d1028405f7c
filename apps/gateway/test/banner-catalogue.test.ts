import { BANNER_CATALOGUE_PAGE_SIZE, bannerSizesList, parseBannerSize } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BANNER_SIZES } from '../src/demo/banner-creatives/demo-catalogue.ts';
import { CREATIVE_CONTENT_SECURITY_POLICY } from '../src/modules/banners/routes.ts';
import { checkSvg } from '../src/modules/banners/svg-check.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';

/** The demo catalogue a first start seeds, as the generator's picker and a third-party page see it. */
let app: FastifyInstance;
let demo: SignedIn;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
}, 60_000);
afterAll(async () => closeTestApp(app));

interface Option {
  id: number;
  name: string;
  type: string;
  language: string;
  sizes: string;
  preview_url: string | null;
  text: string | null;
}

async function catalogue(query = ''): Promise<{
  data: Option[];
  meta: {
    total: number;
    per_page: number;
    current_page: number;
    last_page: number;
    next_page_url: string | null;
  };
}> {
  const response = await app.inject({ method: 'GET', url: `/api/v1/banner${query}`, headers: demo.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The root element of an SVG document, with its attributes. */
function svgRoot(svg: string): SaxesTagNS {
  const parser = new SaxesParser({ xmlns: true });
  let root: SaxesTagNS | undefined;
  parser.on('opentag', (tag) => {
    root ??= tag as SaxesTagNS;
  });
  parser.write(svg).close();
  return root!;
}

describe('GET /api/v1/banner (the demo catalogue)', () => {
  it('offers image and animated banners at every common IAB size in at least three languages, and text links', async () => {
    const { data } = await catalogue(`?per_page=${BANNER_CATALOGUE_PAGE_SIZE}`);
    for (const type of ['image', 'animated']) {
      for (const size of [
        '300x250',
        '336x280',
        '728x90',
        '970x90',
        '970x250',
        '468x60',
        '320x50',
        '320x100',
        '300x50',
        '160x600',
        '120x600',
        '300x600',
        '250x250',
        '200x200',
      ]) {
        const languages = new Set(
          data
            .filter((b) => b.type === type && bannerSizesList(b.sizes).includes(size))
            .map((b) => b.language),
        );
        expect(languages.size, `${type} ${size}`).toBeGreaterThanOrEqual(3);
      }
    }
    const textLinks = data.filter((b) => b.type === 'text');
    expect(new Set(textLinks.map((b) => b.language)).size).toBeGreaterThanOrEqual(3);
    for (const link of textLinks) {
      expect(link.sizes).toBe('text');
      expect(link.preview_url).toBeNull();
      expect(link.text).toMatch(/Goldline Casino/);
    }
    for (const banner of data.filter((b) => b.type !== 'text')) {
      expect(banner.text).toBeNull();
      expect(banner.preview_url).toBe(
        `/api/v1/banner/${banner.id}/creative/${bannerSizesList(banner.sizes)[0]}`,
      );
    }
  });

  it('filters by type and by language, together or apart', async () => {
    const animatedGerman = await catalogue('?type=animated&language=de');
    expect(animatedGerman.data.length).toBeGreaterThan(0);
    expect(animatedGerman.data.every((b) => b.type === 'animated' && b.language === 'de')).toBe(true);
    const spanish = await catalogue('?language=es');
    expect(new Set(spanish.data.map((b) => b.type))).toEqual(new Set(['image', 'animated', 'text']));
    expect(spanish.data.every((b) => b.language === 'es')).toBe(true);
    const text = await catalogue('?type=text');
    expect(text.data.every((b) => b.type === 'text')).toBe(true);
    expect((await catalogue('?language=fr')).data).toEqual([]);
  });

  it('pages with the specification meta', async () => {
    const all = await catalogue();
    expect(all.meta.per_page).toBe(BANNER_CATALOGUE_PAGE_SIZE);
    const first = await catalogue('?per_page=5&type=image');
    const second = await catalogue('?per_page=5&type=image&page=2');
    expect(first.data).toHaveLength(5);
    expect(first.meta).toMatchObject({
      current_page: 1,
      per_page: 5,
      total: all.data.filter((b) => b.type === 'image').length,
    });
    expect(first.meta.next_page_url).toBe('http://localhost:3000/api/v1/banner?per_page=5&type=image&page=2');
    expect(second.data.map((b) => b.id)).toEqual(
      all.data
        .filter((b) => b.type === 'image')
        .slice(5, 10)
        .map((b) => b.id),
    );
  });

  it('refuses a bad filter with a 422 naming it, and is for signed-in affiliates only', async () => {
    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/banner?type=video&language=english',
      headers: demo.headers,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['language', 'type']);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/banner' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the demo creatives', () => {
  it('are SVG documents of exactly their size (width, height and viewBox) that pass the upload checks', async () => {
    const { data } = await catalogue();
    const pictures = data.filter((b) => b.type !== 'text');
    expect(pictures.length).toBeGreaterThanOrEqual(3 * 2 * 3);
    let checked = 0;
    for (const banner of pictures) {
      expect(bannerSizesList(banner.sizes)).toEqual([...DEMO_BANNER_SIZES]);
      for (const size of bannerSizesList(banner.sizes)) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/banner/${banner.id}/creative/${size}`,
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/svg+xml');
        const root = svgRoot(response.body);
        const { width, height } = parseBannerSize(size)!;
        expect(root.local).toBe('svg');
        expect(root.attributes.width?.value).toBe(String(width));
        expect(root.attributes.height?.value).toBe(String(height));
        expect(root.attributes.viewBox?.value).toBe(`0 0 ${width} ${height}`);
        expect(checkSvg(response.body)).toEqual({ width, height });
        // Small enough to serve to every page view: a few kilobytes each.
        expect(response.rawPayload.length).toBeLessThan(12_000);
        checked++;
      }
    }
    expect(checked).toBe(pictures.length * DEMO_BANNER_SIZES.length);
  }, 30_000);

  it('animate only with CSS inside the SVG (no script), and only the animated banners', async () => {
    const { data } = await catalogue('?language=en');
    for (const banner of data.filter((b) => b.type !== 'text')) {
      const body = (await app.inject({ method: 'GET', url: `/api/v1/banner/${banner.id}/creative/300x250` }))
        .body;
      expect(body).not.toMatch(/<script|javascript:|\son\w+=/i);
      expect(/@keyframes/.test(body), banner.name).toBe(banner.type === 'animated');
    }
  });

  it('are seeded once: re-seeding the demo data leaves the catalogue as it was', async () => {
    const count = async () =>
      app.ctx.db.one<{ banners: number; creatives: number }>(
        'SELECT (SELECT count(*) FROM banners)::int AS banners, (SELECT count(*) FROM banner_creatives)::int AS creatives',
      );
    const before = await count();
    const started = performance.now();
    const reseed = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/demo-seed',
      headers: operatorHeaders,
    });
    console.warn(`demo re-seed with the catalogue: ${Math.round(performance.now() - started)} ms`);
    expect(reseed.statusCode).toBe(200);
    expect(await count()).toEqual(before);
    expect(before.banners).toBe(36);
  });
});

describe('GET /api/v1/banner/{bannerId}/creative/{size}', () => {
  it('is served to anyone with a week of caching, an ETag, and headers that let other sites embed it but never run it', async () => {
    const [banner] = (await catalogue('?type=image&language=en')).data;
    const response = await app.inject({ method: 'GET', url: `/api/v1/banner/${banner!.id}/creative/728x90` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe(CREATIVE_CONTENT_SECURITY_POLICY);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    // The API's own answers keep the strict default.
    const api = await app.inject({ method: 'GET', url: '/api/v1/banner', headers: demo.headers });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('answers 304 without a body when the ETag still matches, and the file when it does not', async () => {
    const [banner] = (await catalogue('?type=animated&language=pt')).data;
    const url = `/api/v1/banner/${banner!.id}/creative/160x600`;
    const first = await app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=604800');
    }
    const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"0000"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it("serves a text link's headline as UTF-8 text", async () => {
    const [link] = (await catalogue('?type=text&language=pt')).data;
    const response = await app.inject({ method: 'GET', url: `/api/v1/banner/${link!.id}/creative/text` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(link!.text);
    expect(response.body).toMatch(/ó|ã|é|í/);
  });

  it("answers 404 in the contract's error body for an unknown banner or size, and 422 for a malformed size", async () => {
    const [banner] = (await catalogue('?type=image')).data;
    for (const url of [
      '/api/v1/banner/999999/creative/300x250',
      `/api/v1/banner/${banner!.id}/creative/301x250`,
      `/api/v1/banner/${banner!.id}/creative/text`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ message: expect.any(String), code: 40400 });
    }
    for (const size of ['0300x250', '300X250', '300x250.svg', 'x']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/banner/${banner!.id}/creative/${size}`,
      });
      expect(response.statusCode, size).toBe(422);
    }
  });
});
