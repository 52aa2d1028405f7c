import type { FastifyInstance } from 'fastify';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/http/html-escape.ts';
import { bannerSnippetHtml } from '../src/modules/banners/snippet.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** The snippet as a browser parses it: every element with its attributes, and the text. */
function parsed(html: string): {
  elements: Array<{ tag: string; attrs: Record<string, string> }>;
  text: string;
} {
  const elements: Array<{ tag: string; attrs: Record<string, string> }> = [];
  let text = '';
  const visit = (node: Node) => {
    if (node.nodeName === '#text') text += (node as DefaultTreeAdapterMap['textNode']).value;
    if ('tagName' in node)
      elements.push({
        tag: (node as Element).tagName,
        attrs: Object.fromEntries((node as Element).attrs.map((a) => [a.name, a.value])),
      });
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parseFragment(html));
  return { elements, text };
}

const HOSTILE_CAMPAIGNS = [
  '"><script>alert(1)</script>',
  "' onmouseover='alert(1)",
  '</a><img src=x onerror=alert(1)>',
  '&amp; &lt;b&gt; & <!-- -->',
  'javascript:alert(1)',
  '100% €500 ?x=1&y=2#frag',
  '`${alert(1)}` \\ "quoted"',
];

describe('escapeHtml', () => {
  it('escapes the five characters that end a text run or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('plain text, €500')).toBe('plain text, €500');
  });
});

describe('bannerSnippetHtml', () => {
  it('keeps hostile values inside their attribute or text, whatever they hold', () => {
    for (const hostile of HOSTILE_CAMPAIGNS) {
      const image = parsed(
        bannerSnippetHtml(`https://t.example/r/A?campaign=${hostile}`, {
          kind: 'image',
          imageUrl: `https://t.example/${hostile}`,
          width: 300,
          height: 250,
          alt: hostile,
        }),
      );
      expect(image.elements.map((e) => e.tag)).toEqual(['a', 'img']);
      expect(image.elements[0]!.attrs).toEqual({
        href: `https://t.example/r/A?campaign=${hostile}`,
        target: '_blank',
        rel: 'sponsored noopener',
      });
      expect(image.elements[1]!.attrs).toEqual({
        src: `https://t.example/${hostile}`,
        width: '300',
        height: '250',
        alt: hostile,
        style: 'border:0',
      });
      expect(image.text).toBe('');
      const link = parsed(bannerSnippetHtml('https://t.example/r/A', { kind: 'text', text: hostile }));
      expect(link.elements.map((e) => e.tag)).toEqual(['a']);
      expect(link.text).toBe(hostile);
    }
  });
});

describe('the snippet of a saved banner', () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  let banners: Array<{ id: number; type: string; name: string; text: string | null }>;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    demoId = await affiliateIdOf(app, 'demo');
    banners = (
      await app.inject({ method: 'GET', url: '/api/v1/banner?language=en', headers: demo.headers })
    ).json().data;
  }, 60_000);
  afterAll(async () => closeTestApp(app));

  async function saveAndSnippet(payload: Record<string, unknown>, size?: string) {
    const saved = await app.inject({
      method: 'POST',
      url: `/api/v1/affiliate/${demoId}/banner`,
      headers: demo.headers,
      payload,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const id = saved.json().data.id as number;
    const snippet = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/banner/${id}/html${size ? `?size=${size}` : ''}`,
      headers: demo.headers,
    });
    expect(snippet.statusCode).toBe(200);
    return {
      id,
      saved: saved.json().data,
      snippet: snippet.json().data as { html: string; tracking_url: string; size: string },
    };
  }

  it('holds only a link around an image, whatever the campaign name, and the link carries the campaign intact', async () => {
    const image = banners.find((b) => b.type === 'image')!;
    for (const campaign of HOSTILE_CAMPAIGNS) {
      const { id, saved, snippet } = await saveAndSnippet({
        campaign_name: campaign,
        website: 'https://partner.example/',
        referral_code: 'GOLDDEMO',
        type: 'image',
        language: 'en',
        banner: image.id,
        size: '300x250',
      });
      const { elements, text } = parsed(snippet.html);
      expect(
        elements.map((e) => e.tag),
        campaign,
      ).toEqual(['a', 'img']);
      expect(Object.keys(elements[0]!.attrs).sort()).toEqual(['href', 'rel', 'target']);
      expect(Object.keys(elements[1]!.attrs).sort()).toEqual(['alt', 'height', 'src', 'style', 'width']);
      expect(text).toBe('');
      const href = elements[0]!.attrs.href!;
      expect(href).toBe(snippet.tracking_url);
      expect(href).toBe(saved.tracking_url);
      const url = new URL(href);
      expect(url.origin + url.pathname).toBe('http://localhost:3000/r/GOLDDEMO');
      expect(Object.fromEntries(url.searchParams)).toEqual({ banner: String(id), campaign });
      expect(elements[1]!.attrs).toMatchObject({
        src: `http://localhost:3000/api/v1/banner/${image.id}/creative/300x250`,
        width: '300',
        height: '250',
        alt: `Goldline Casino – ${image.name}`,
      });
    }
  });

  it('accepts a website with quotes and markup in its query, which never reaches the snippet unescaped', async () => {
    const image = banners.find((b) => b.type === 'animated')!;
    const website = `https://partner.example/?q="><script>alert(1)</script>&x='y'`;
    const { saved, snippet } = await saveAndSnippet({
      campaign_name: 'Quotes',
      website,
      referral_code: 'GOLDSPORT',
      type: 'animated',
      language: 'en',
      banner: image.id,
      size: '160x600',
    });
    expect(saved.website).toBe(website);
    expect(parsed(snippet.html).elements.map((e) => e.tag)).toEqual(['a', 'img']);
    expect(snippet.html).not.toContain('<script');
  });

  it('refuses a javascript: website at save, so no snippet is ever made for one', async () => {
    const image = banners.find((b) => b.type === 'image')!;
    for (const website of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'jAvAsCrIpT:alert(1)',
      'vbscript:msgbox(1)',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/affiliate/${demoId}/banner`,
        headers: demo.headers,
        payload: {
          campaign_name: 'x',
          website,
          referral_code: 'GOLDDEMO',
          type: 'image',
          language: 'en',
          banner: image.id,
          size: '300x250',
        },
      });
      expect(response.statusCode, website).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['website']);
    }
  });

  it("makes a text link's snippet a link around its headline", async () => {
    const link = banners.find((b) => b.type === 'text')!;
    const { snippet } = await saveAndSnippet({
      campaign_name: '"><b>bold</b>',
      website: 'https://partner.example/',
      referral_code: 'GOLDDEMO',
      type: 'text',
      language: 'en',
      banner: link.id,
      size: 'text',
    });
    const { elements, text } = parsed(snippet.html);
    expect(elements.map((e) => e.tag)).toEqual(['a']);
    expect(elements[0]!.attrs.href).toBe(snippet.tracking_url);
    expect(text).toBe(link.text);
  });

  it("escapes the catalogue's own words too: a banner name with markup stays alt text", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><rect width="300" height="250" fill="#0B1B3A"/></svg>';
    const name = `Spring "<b>deal</b>" & 'more'`;
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/banners',
      headers: operatorHeaders,
      payload: {
        name,
        type: 'image',
        language: 'en',
        creatives: [
          { size: '300x250', content_type: 'image/svg+xml', data: Buffer.from(svg).toString('base64') },
        ],
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { snippet } = await saveAndSnippet({
      campaign_name: 'Named',
      website: 'https://partner.example/',
      referral_code: 'GOLDDEMO',
      type: 'image',
      language: 'en',
      banner: added.json().data.id,
      size: '300x250',
    });
    const { elements } = parsed(snippet.html);
    expect(elements.map((e) => e.tag)).toEqual(['a', 'img']);
    expect(elements[1]!.attrs.alt).toBe(`Goldline Casino – ${name}`);
  });
});
