import { describe, expect, it } from 'vitest';
import { CREATIVE_MAX_BYTES } from '@affiliate/contract/endpoints/banners';
import {
  bannerFormSchema,
  contentTypeOf,
  fileProblem,
  formatFileSize,
  onFormFields,
  type BannerFormInput,
  type ChosenFile,
} from '../banner-form';

const file = (name: string, data = 'PHN2Zy8+'): ChosenFile => ({
  name,
  bytes: 6,
  contentType: contentTypeOf(name),
  data,
});
const form = (values: Partial<BannerFormInput>): BannerFormInput => ({
  name: 'Spring',
  type: 'image',
  language: 'en',
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

  it('needs a name, a size per creative once each, a file per size, and at least one creative', () => {
    expect(issues(form({ name: ' ', creatives: [] }))).toEqual({
      name: "Enter the banner's name.",
      creatives: 'Give at least one creative: a size and its file.',
    });
    expect(
      issues(
        form({
          creatives: [
            { size: '300x250', file: file('a.svg') },
            { size: '300x250', file: file('b.svg') },
            { size: '0300x250', file: null },
            { size: '', file: file('c.svg', null as unknown as string) },
          ],
        }),
      ),
    ).toEqual({
      'creatives.1.size': 'The size 300x250 is given twice: one creative per size.',
      'creatives.2.size': 'Size must be WIDTHxHEIGHT, e.g. 300x250.',
      'creatives.2.file': 'Choose the file for this size.',
      'creatives.3.size': 'Enter the size, e.g. 300x250.',
      'creatives.3.file': 'c.svg is still being read; try again in a moment.',
    });
  });

  it('gives the request the contract wants: trimmed name and sizes; a text link its headline as its one creative', () => {
    expect(
      bannerFormSchema.parse(
        form({ name: ' Spring ', creatives: [{ size: ' 728x90 ', file: file('a.svg') }] }),
      ),
    ).toEqual({
      name: 'Spring',
      type: 'image',
      language: 'en',
      creatives: [{ size: '728x90', content_type: 'image/svg+xml', data: 'PHN2Zy8+' }],
    });
    expect(
      bannerFormSchema.parse(
        form({ type: 'text', headline: ' Bet now ', creatives: [{ size: '', file: null }] }),
      ).creatives,
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
        'creatives.0.size': ['s'],
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
