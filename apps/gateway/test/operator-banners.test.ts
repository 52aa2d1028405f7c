import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { BANNER_NOT_OFFERED, CREATIVE_MAX_BYTES, errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerUpload, UploadError } from '../src/cli/operator/banner-upload.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';

/** A real PNG of one colour (signature, IHDR, IDAT, IEND), as an image editor would export it. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xcc)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF89a whose logical screen and one image are `width` x `height` (one colour, LZW-coded). */
function gif(width: number, height: number): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt16LE(width, 0);
  size.writeUInt16LE(height, 2);
  return Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    size,
    Buffer.from([0x80, 0, 0, 0xfb, 0xcc, 0x04, 0, 0, 0]),
    Buffer.from([0x2c, 0, 0, 0, 0]),
    size,
    Buffer.from([0, 2, 2, 0x44, 0x01, 0, 0x3b]),
  ]);
}

const bareSvg = (
  width: number,
  height: number,
  inner = '<rect width="100%" height="100%" fill="#0B1B3A"/>',
) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${inner}</svg>`;
const svg = (width: number, height: number, inner?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>${bareSvg(width, height, inner)}`;
const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64');

let app: FastifyInstance;
let demo: SignedIn;
let demoId: number;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
  demoId = await affiliateIdOf(app, 'demo');
}, 60_000);
afterAll(async () => closeTestApp(app));

function addBanner(payload: unknown, headers: Record<string, string> = operatorHeaders) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/operator/banners',
    headers,
    payload: payload as Record<string, unknown>,
  });
}

const svgBanner = (
  creatives: Array<{ size: string; content_type?: string; data: string }>,
  overrides: Record<string, unknown> = {},
) => ({
  name: 'Autumn Reload',
  type: 'image',
  language: 'fr',
  creatives: creatives.map((c) => ({ content_type: 'image/svg+xml', ...c })),
  ...overrides,
});

describe('the operator banner API', () => {
  it('is for operator tokens only', async () => {
    for (const headers of [{}, demo.headers]) {
      expect((await app.inject({ method: 'GET', url: '/api/v1/operator/banners', headers })).statusCode).toBe(
        401,
      );
      expect(
        (await addBanner(svgBanner([{ size: '300x250', data: b64(svg(300, 250)) }]), headers)).statusCode,
      ).toBe(401);
      expect(
        (await app.inject({ method: 'DELETE', url: '/api/v1/operator/banners/1', headers })).statusCode,
      ).toBe(401);
    }
  });

  it('adds SVG, PNG and GIF creatives, one per size, which the catalogue offers and serves byte for byte', async () => {
    const files = { '300x250': Buffer.from(svg(300, 250)), '728x90': png(728, 90), '160x600': gif(160, 600) };
    const response = await addBanner({
      name: 'Autumn Reload',
      type: 'image',
      language: 'fr',
      creatives: [
        { size: '300x250', content_type: 'image/svg+xml', data: b64(files['300x250']) },
        { size: '728x90', content_type: 'image/png', data: b64(files['728x90']) },
        { size: '160x600', content_type: 'image/gif', data: b64(files['160x600']) },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const banner = response.json().data;
    expect(banner).toMatchObject({
      name: 'Autumn Reload',
      type: 'image',
      language: 'fr',
      sizes: '300x250,728x90,160x600',
      enabled: true,
      text: null,
    });
    expect(banner.preview_url).toBe(`/api/v1/banner/${banner.id}/creative/300x250`);
    const offered = (
      await app.inject({ method: 'GET', url: '/api/v1/banner?language=fr', headers: demo.headers })
    ).json().data;
    expect(offered.map((b: { id: number }) => b.id)).toEqual([banner.id]);
    for (const [size, bytes] of Object.entries(files)) {
      const creative = await app.inject({
        method: 'GET',
        url: `/api/v1/banner/${banner.id}/creative/${size}`,
      });
      expect(creative.statusCode).toBe(200);
      expect(creative.rawPayload.equals(bytes), size).toBe(true);
      expect(creative.headers.etag).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    }
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/banner/${banner.id}/creative/728x90` })).headers[
        'content-type'
      ],
    ).toBe('image/png');
  });

  it('adds a text link', async () => {
    const response = await addBanner({
      name: 'Autumn text',
      type: 'text',
      language: 'fr',
      creatives: [
        { size: 'text', content_type: 'text/plain', data: b64('Goldline Casino : 50 tours gratuits') },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      sizes: 'text',
      text: 'Goldline Casino : 50 tours gratuits',
      preview_url: null,
    });
  });

  it('refuses SVG that could run script, load from elsewhere or link away, naming the creative', async () => {
    const hostile: Array<[string, string]> = [
      ['script element', svg(300, 250, '<script>alert(1)</script>')],
      ['script in CDATA', svg(300, 250, '<script><![CDATA[alert(1)]]></script>')],
      ['event attribute', svg(300, 250, '<rect width="10" height="10" onclick="alert(1)"/>')],
      ['event attribute on the root', svg(300, 250).replace('<svg ', '<svg onload="alert(1)" ')],
      ['link element', svg(300, 250, '<a href="https://evil.example/"><rect width="10" height="10"/></a>')],
      [
        'external image',
        svg(300, 250, '<image href="https://evil.example/pixel.png" width="1" height="1"/>'),
      ],
      ['xlink to a script address', svg(300, 250, '<use xlink:href="javascript:alert(1)"/>')],
      [
        'foreign object',
        svg(
          300,
          250,
          '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
        ),
      ],
      [
        'external paint',
        svg(300, 250, '<rect width="10" height="10" fill="url(https://evil.example/p.svg#g)"/>'),
      ],
      ['external style', svg(300, 250, '<style>@import url(https://evil.example/a.css);</style>')],
      [
        'style url',
        svg(300, 250, '<rect width="10" height="10" style="fill:url(&quot;//evil.example/x&quot;)"/>'),
      ],
      ['css escape', svg(300, 250, '<style>rect{background:u\\72l(https://evil.example)}</style>')],
      ['animated href', svg(300, 250, '<use href="#x"><set attributeName="href" to="#y"/></use>')],
      [
        'animated event attribute',
        svg(300, 250, '<rect width="1" height="1"><set attributeName="onclick" to="x"/></rect>'),
      ],
      [
        'set to a script address',
        svg(
          300,
          250,
          '<rect width="1" height="1"><set attributeName="fill" to="javascript:alert(1)"/></rect>',
        ),
      ],
      [
        'embedded SVG document',
        svg(300, 250, '<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>'),
      ],
      ['doctype with entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${bareSvg(300, 250)}`],
      ['style sheet instruction', `<?xml-stylesheet href="https://evil.example/a.css"?>${bareSvg(300, 250)}`],
      ['not SVG', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'],
      ['svg without its namespace', '<svg width="300" height="250"/>'],
      ['not XML', '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><rect></svg>'],
      ['another size', svg(728, 90)],
      ['no pixel size', svg(300, 250).replace('width="300" height="250" ', 'width="100%" ')],
    ];
    for (const [what, file] of hostile) {
      const response = await addBanner(
        svgBanner([
          { size: '728x90', data: b64(svg(728, 90)) },
          { size: '300x250', data: b64(file) },
        ]),
      );
      expect(response.statusCode, what).toBe(422);
      expect(Object.keys(response.json().errors), what).toEqual(['creatives.1.data']);
    }
  });

  it('accepts what a plain drawing needs: gradients, local references, embedded raster images, CSS animation', async () => {
    const inner = [
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#FBCC04"/></linearGradient><path id="p" d="M0 0h10"/></defs>',
      '<style>@keyframes a{to{opacity:.5}}rect{animation:a 1s 3;fill:url(#g)}</style>',
      '<rect width="300" height="250" style="fill:url(#g)"/><use href="#p"/><use xlink:href="#p"/>',
      `<image href="data:image/png;base64,${png(2, 2).toString('base64')}" width="2" height="2"/>`,
      '<circle r="5"><animate attributeName="r" values="5;8;5" dur="2s" repeatCount="3"/></circle>',
    ].join('');
    const response = await addBanner(
      svgBanner([{ size: '300x250', data: b64(svg(300, 250, inner)) }], { type: 'animated', language: 'it' }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it("checks every creative's bytes, size and kind against what the upload says", async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['PNG declared as SVG', svgBanner([{ size: '728x90', data: b64(png(728, 90)) }]), 'creatives.0.data'],
      [
        'SVG declared as PNG',
        svgBanner([{ size: '300x250', content_type: 'image/png', data: b64(svg(300, 250)) }]),
        'creatives.0.data',
      ],
      [
        'GIF declared as PNG',
        svgBanner([{ size: '160x600', content_type: 'image/png', data: b64(gif(160, 600)) }]),
        'creatives.0.data',
      ],
      [
        'PNG of another size',
        svgBanner([{ size: '728x90', content_type: 'image/png', data: b64(png(720, 90)) }]),
        'creatives.0.data',
      ],
      [
        'GIF of another size',
        svgBanner([{ size: '160x600', content_type: 'image/gif', data: b64(gif(600, 160)) }]),
        'creatives.0.data',
      ],
      ['not base64', svgBanner([{ size: '300x250', data: 'not base64!' }]), 'creatives.0.data'],
      [
        'base64 without padding',
        svgBanner([
          {
            size: '300x250',
            data: b64(svg(300, 250)).replace(/=+$/, '') + (b64(svg(300, 250)).endsWith('=') ? '' : 'A'),
          },
        ]),
        'creatives.0.data',
      ],
      [
        'over the size limit',
        svgBanner([
          { size: '300x250', data: b64(svg(300, 250, `<desc>${'x'.repeat(CREATIVE_MAX_BYTES)}</desc>`)) },
        ]),
        'creatives.0.data',
      ],
      [
        'a size twice',
        svgBanner([
          { size: '300x250', data: b64(svg(300, 250)) },
          { size: '300x250', data: b64(svg(300, 250)) },
        ]),
        'creatives.1.size',
      ],
      [
        'text size on an image banner',
        svgBanner([{ size: 'text', data: b64(svg(300, 250)) }]),
        'creatives.0.size',
      ],
      [
        'text on an image banner',
        svgBanner([{ size: '300x250', content_type: 'text/plain', data: b64('Hello') }]),
        'creatives.0.content_type',
      ],
      [
        'a pixel size on a text link',
        {
          name: 'T',
          type: 'text',
          language: 'fr',
          creatives: [{ size: '300x250', content_type: 'text/plain', data: b64('Hello') }],
        },
        'creatives.0.size',
      ],
      [
        'an image on a text link',
        {
          name: 'T',
          type: 'text',
          language: 'fr',
          creatives: [{ size: 'text', content_type: 'image/svg+xml', data: b64(svg(300, 250)) }],
        },
        'creatives.0.content_type',
      ],
      [
        'two lines of link text',
        {
          name: 'T',
          type: 'text',
          language: 'fr',
          creatives: [{ size: 'text', content_type: 'text/plain', data: b64('One\nTwo') }],
        },
        'creatives.0.data',
      ],
      [
        'link text that is not UTF-8',
        {
          name: 'T',
          type: 'text',
          language: 'fr',
          creatives: [
            { size: 'text', content_type: 'text/plain', data: b64(Buffer.from([0xff, 0xfe, 0x41])) },
          ],
        },
        'creatives.0.data',
      ],
    ];
    for (const [what, payload, field] of cases) {
      const response = await addBanner(payload);
      expect(response.statusCode, what).toBe(422);
      expect(Object.keys(response.json().errors), what).toEqual([field]);
      expect(response.json().code).toBe(errorCodes.validationFailed);
    }
    const twoTexts = await addBanner({
      name: 'T',
      type: 'text',
      language: 'fr',
      creatives: [
        { size: 'text', content_type: 'text/plain', data: b64('A') },
        { size: 'text', content_type: 'text/plain', data: b64('B') },
      ],
    });
    expect(twoTexts.statusCode).toBe(422);
    expect(twoTexts.json().errors.creatives).toBeDefined();
    const nothing = await addBanner({ name: 'Empty', type: 'image', language: 'fr', creatives: [] });
    expect(nothing.statusCode).toBe(422);
  });

  it('retires a banner: it leaves the generator, while its saved banners, snippets and creatives keep working', async () => {
    const added = (
      await addBanner(
        svgBanner([{ size: '300x250', data: b64(svg(300, 250)) }], { name: 'Short-lived', language: 'nl' }),
      )
    ).json().data;
    const form = {
      campaign_name: 'Before retirement',
      website: 'https://partner.example/',
      referral_code: 'GOLDDEMO',
      type: 'image',
      language: 'nl',
      banner: added.id,
      size: '300x250',
    };
    const saved = await app.inject({
      method: 'POST',
      url: `/api/v1/affiliate/${demoId}/banner`,
      headers: demo.headers,
      payload: form,
    });
    expect(saved.statusCode).toBe(201);

    const retired = await app.inject({
      method: 'DELETE',
      url: `/api/v1/operator/banners/${added.id}`,
      headers: operatorHeaders,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data).toMatchObject({ id: added.id, enabled: false });
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/v1/operator/banners/${added.id}`,
          headers: operatorHeaders,
        })
      ).statusCode,
    ).toBe(200);

    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/banner?language=nl', headers: demo.headers })).json()
        .data,
    ).toEqual([]);
    const all = (
      await app.inject({ method: 'GET', url: '/api/v1/operator/banners', headers: operatorHeaders })
    ).json().data;
    expect(all.find((b: { id: number }) => b.id === added.id)).toMatchObject({
      enabled: false,
      name: 'Short-lived',
    });

    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/banner/${added.id}/creative/300x250` })).statusCode,
    ).toBe(200);
    const archive = (
      await app.inject({ method: 'GET', url: `/api/v1/affiliate/${demoId}/banner/`, headers: demo.headers })
    ).json().data;
    expect(archive[0]).toMatchObject({ id: saved.json().data.id, banner: added.id });
    const snippet = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/banner/${saved.json().data.id}/html`,
      headers: demo.headers,
    });
    expect(snippet.statusCode).toBe(200);

    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/affiliate/${demoId}/banner`,
      headers: demo.headers,
      payload: form,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ banner: [BANNER_NOT_OFFERED] });
  });

  it('answers 404 for retiring a banner that does not exist', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/v1/operator/banners/999999',
      headers: operatorHeaders,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe(errorCodes.notFound);
  });
});

describe('npm run operator -- banners add (its arguments)', () => {
  const files: Record<string, Buffer> = {
    'spring.svg': Buffer.from(svg(300, 250)),
    'wide.PNG': png(728, 90),
    'headline.txt': Buffer.from('Spring spins'),
  };
  const read = (file: string) => {
    const found = files[file];
    if (!found) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
    return found;
  };

  it('turns SIZE=FILE arguments into the upload, the content type from the extension', () => {
    const upload = bannerUpload(
      { name: 'Spring', type: 'image', language: 'en' },
      ['300x250=spring.svg', '728x90=wide.PNG'],
      read,
    );
    expect(upload.creatives).toEqual([
      { size: '300x250', content_type: 'image/svg+xml', data: files['spring.svg']!.toString('base64') },
      { size: '728x90', content_type: 'image/png', data: files['wide.PNG']!.toString('base64') },
    ]);
    expect(
      bannerUpload({ name: 'Spring text', type: 'text', language: 'en', text: 'Spring spins' }, [], read)
        .creatives,
    ).toEqual([
      { size: 'text', content_type: 'text/plain', data: Buffer.from('Spring spins').toString('base64') },
    ]);
    expect(
      bannerUpload({ name: 'Spring text', type: 'text', language: 'en' }, ['text=headline.txt'], read)
        .creatives[0]!.content_type,
    ).toBe('text/plain');
  });

  it('says what is wrong with the arguments before anything is sent', () => {
    const attempts: Array<[Parameters<typeof bannerUpload>[0], string[], RegExp]> = [
      [{ name: 'S', type: 'image', language: 'en' }, ['spring.svg'], /SIZE=FILE/],
      [{ name: 'S', type: 'image', language: 'en' }, ['300x250=spring.jpg'], /\.svg, \.png, \.gif/],
      [{ name: 'S', type: 'image', language: 'en' }, ['300x250=gone.svg'], /no such file/],
      [{ name: 'S', type: 'image', language: 'en' }, [], /at least one creative/],
      [{ type: 'banner', language: 'english' }, ['300x250=spring.svg'], /name:.*\n.*type:.*\n.*language:/s],
    ];
    for (const [options, args, message] of attempts)
      expect(() => bannerUpload(options, args, read)).toThrow(message);
    expect(() => bannerUpload({}, [], read)).toThrow(UploadError);
  });
});
