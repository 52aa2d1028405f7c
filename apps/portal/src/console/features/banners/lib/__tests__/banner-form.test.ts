import { describe, expect, it } from 'vitest';
import { CREATIVE_MAX_BYTES } from '@affiliate/contract/endpoints/banners';
import {
  bannerFormSchema,
  contentTypeOf,
  declaredPixelSize,
  fileProblem,
  formatFileSize,
  readChosenFile,
  onFormFields,
  type BannerFormInput,
  type ChosenFile,
} from '../banner-form';

const file = (name: string, pixelSize: string | null = '300x250', data = 'PHN2Zy8+'): ChosenFile => ({
  name,
  bytes: 6,
  contentType: contentTypeOf(name),
  data,
  pixelSize,
});
const form = (values: Partial<BannerFormInput>): BannerFormInput => ({
  name: 'Spring',
  type: 'image',
  language: 'en',
  brand: '',
  headline: '',
  creatives: [],
  ...values,
});
const issues = (values: BannerFormInput) => {
  const result = bannerFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the Add banner form', () => {
  it("takes the content type from the file's extension, as the CLI", () => {
    expect(contentTypeOf('spring.SVG')).toBe('image/svg+xml');
    expect(contentTypeOf('spring.png')).toBe('image/png');
    expect(contentTypeOf('a.b.gif')).toBe('image/gif');
    expect(contentTypeOf('spring.jpg')).toBeNull();
    expect(contentTypeOf('headline.txt')).toBeNull();
    expect(contentTypeOf('svg')).toBeNull();
  });

  it('refuses a file of another type, an empty one and one over the limit', () => {
    expect(fileProblem({ name: 'a.jpg', bytes: 10, contentType: null })).toBe(
      'a.jpg: choose an .svg, .png or .gif file.',
    );
    expect(fileProblem({ name: 'a.png', bytes: 0, contentType: 'image/png' })).toBe('a.png is empty.');
    expect(fileProblem({ name: 'a.png', bytes: CREATIVE_MAX_BYTES, contentType: 'image/png' })).toBeNull();
    expect(fileProblem({ name: 'a.png', bytes: CREATIVE_MAX_BYTES + 1, contentType: 'image/png' })).toBe(
      'a.png is 204,801 bytes; a creative may be at most 200 kB (204,800 bytes).',
    );
    expect(formatFileSize(1536)).toBe('1.5 kB');
  });

  it('reads the pixel size a file declares as the gateway does: PNG and GIF headers, an SVG root in pixels', async () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
    new DataView(png.buffer).setUint32(16, 728);
    new DataView(png.buffer).setUint32(20, 90);
    expect(declaredPixelSize('image/png', png)).toBe('728x90');
    expect(declaredPixelSize('image/png', png.subarray(0, 20))).toBeNull();
    const gif = new Uint8Array([...new TextEncoder().encode('GIF89a'), 0x2c, 0x01, 0xfa, 0x00]);
    expect(declaredPixelSize('image/gif', gif)).toBe('300x250');
    const svg = (attributes: string) =>
      new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}><rect/></svg>`);
    expect(declaredPixelSize('image/svg+xml', svg('width="160px" height="600"'))).toBe('160x600');
    expect(declaredPixelSize('image/svg+xml', svg('viewBox="0 0 300 250"'))).toBeNull();
    expect(declaredPixelSize('image/svg+xml', svg('width="100%" height="250"'))).toBeNull();
    const chosen = await readChosenFile(new File([gif], 'derby.gif', { type: 'image/gif' }));
    expect(chosen).toMatchObject({ pixelSize: '300x250', data: btoa(String.fromCharCode(...gif)) });
  });

  it('needs a name, a file per creative that says its size, each size once, and at least one creative', () => {
    expect(issues(form({ name: ' ', creatives: [] }))).toEqual({
      name: "Enter the banner's name.",
      creatives: 'Give at least one creative: a size and its file.',
    });
    expect(
      issues(
        form({
          creatives: [
            { file: file('a.svg') },
            { file: file('b.svg') },
            { file: null },
            { file: file('c.svg', '300x250', null as unknown as string) },
            { file: file('d.svg', null) },
          ],
        }),
      ),
    ).toEqual({
      'creatives.1.file': 'Another creative is 300x250 already: one creative per size.',
      'creatives.2.file': 'Choose the file for this size.',
      'creatives.3.file': 'c.svg is still being read; try again in a moment.',
      'creatives.4.file':
        'd.svg does not say its size in pixels (an SVG needs width and height attributes in pixels).',
    });
  });

  it("gives the request the contract wants: trimmed name, each file's own size; a text link its headline as its one creative", () => {
    expect(
      bannerFormSchema.parse(form({ name: ' Spring ', creatives: [{ file: file('a.svg', '728x90') }] })),
    ).toEqual({
      name: 'Spring',
      type: 'image',
      language: 'en',
      creatives: [{ size: '728x90', content_type: 'image/svg+xml', data: 'PHN2Zy8+' }],
    });
    expect(
      bannerFormSchema.parse(form({ type: 'text', headline: ' Bet now ', creatives: [{ file: null }] }))
        .creatives,
    ).toEqual([{ size: 'text', content_type: 'text/plain', data: btoa('Bet now') }]);
    expect(issues(form({ type: 'text', headline: 'a'.repeat(201) }))).toEqual({
      headline: 'A text link is one line of 1 to 200 characters.',
    });
  });

  it("puts the gateway's errors on the form's fields: a creative's bytes on its file, a text link's on the headline", () => {
    const refusal = (errors: Record<string, string[]>) => ({
      status: 422,
      headers: new Headers(),
      data: { message: 'Refused.', errors },
    });
    expect(
      (
        onFormFields(
          refusal({
            name: ['n'],
            'creatives.1.data': ['d'],
            'creatives.2.content_type': ['c'],
            'creatives.0.size': ['s'],
          }),
          'image',
        ) as { data: unknown }
      ).data,
    ).toEqual({
      message: 'Refused.',
      errors: {
        name: ['n'],
        'creatives.1.file': ['d'],
        'creatives.2.file': ['c'],
        'creatives.0.file': ['s'],
      },
    });
    expect(
      (
        onFormFields(refusal({ creatives: ['one'], 'creatives.0.data': ['two'] }), 'text') as {
          data: unknown;
        }
      ).data,
    ).toEqual({ message: 'Refused.', errors: { headline: ['one', 'two'] } });
    const offline = new Error('offline');
    expect(onFormFields(offline, 'image')).toBe(offline);
  });
});

describe("the Add banner form's brand", () => {
  const headline = { type: 'text' as const, headline: 'Jogue agora' };
  it('sends no brand when left empty (the first brand), and the code typed otherwise', () => {
    expect(bannerFormSchema.parse(form(headline))).not.toHaveProperty('brand');
    expect(bannerFormSchema.parse(form({ ...headline, brand: ' goldline-br ' })).brand).toBe('goldline-br');
  });
  it("refuses what cannot be a brand's code, on the field", () => {
    expect(issues(form({ ...headline, brand: 'Goldline BR' }))).toEqual({
      brand: "Enter the brand's code (e.g. goldline-br), or leave it empty for the first brand.",
    });
  });
});
