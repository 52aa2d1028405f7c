import { describe, expect, it } from 'vitest';
import { WEBSITE_NOT_VALID } from '@affiliate/contract/endpoints/banners';
import { emptyBannerForm, type BannerFormValues } from '@/lib/affiliate-tools-form-store';
import { bannerFormSchema, changeBannerForm } from '../banner-form';

const catalogue = [
  { id: 1, sizes: '300x250,728x90' },
  { id: 2, sizes: '160x600' },
];

const filled: BannerFormValues = {
  campaign_name: 'Spring',
  website: 'https://example.com/blog',
  referral_code: 'DEMO',
  type: 'image',
  language: 'en',
  banner: '1',
  size: '728x90',
};

function errorsOf(values: BannerFormValues): Record<string, string> {
  const result = bannerFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the banner form rules', () => {
  it("applies the required rule to every field with '{field} is not valid.'", () => {
    expect(errorsOf({ ...emptyBannerForm, campaign_name: '   ' })).toEqual({
      campaign_name: 'Campaign name is not valid.',
      website: 'Website is not valid.',
      referral_code: 'Referral code is not valid.',
      type: 'Type is not valid.',
      language: 'Language is not valid.',
      banner: 'Banner is not valid.',
      size: 'Size is not valid.',
    });
  });

  it("wants the website as an http(s) address on a domain (the contract's rule)", () => {
    for (const website of ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://localhost']) {
      expect(errorsOf({ ...filled, website }), website).toEqual({ website: WEBSITE_NOT_VALID });
    }
    expect(errorsOf({ ...filled, website: 'http://example.com' })).toEqual({});
  });

  it("checks the referral code's characters", () => {
    expect(errorsOf({ ...filled, referral_code: 'no spaces' }).referral_code).toMatch(/letters, digits/);
  });

  it('gives the request body: trimmed text, the banner id as a number', () => {
    expect(
      bannerFormSchema.parse({
        ...filled,
        campaign_name: '  Spring  ',
        website: ' https://example.com/blog ',
      }),
    ).toEqual({
      ...filled,
      campaign_name: 'Spring',
      banner: 1,
    });
  });
});

describe('changing a field of the banner form', () => {
  it('another type or language clears the banner and its size', () => {
    expect(changeBannerForm(filled, { type: 'animated' }, catalogue)).toEqual({
      ...filled,
      type: 'animated',
      banner: '',
      size: '',
    });
    expect(changeBannerForm(filled, { language: 'de' }, catalogue)).toEqual({
      ...filled,
      language: 'de',
      banner: '',
      size: '',
    });
  });

  it("a code of another brand clears the banner and its size (the picker offers that brand's banners); one of the same brand keeps them", () => {
    const brands: Record<string, string> = { DEMO: 'goldline', BLOG: 'goldline', BRASIL: 'goldline-br' };
    const brandOf = (code: string) => brands[code];
    expect(changeBannerForm(filled, { referral_code: 'BRASIL' }, catalogue, brandOf)).toEqual({
      ...filled,
      referral_code: 'BRASIL',
      banner: '',
      size: '',
    });
    expect(changeBannerForm(filled, { referral_code: 'BLOG' }, catalogue, brandOf)).toEqual({
      ...filled,
      referral_code: 'BLOG',
    });
  });

  it('the same type again keeps the banner', () => {
    expect(changeBannerForm(filled, { type: 'image' }, catalogue)).toEqual(filled);
  });

  it('another banner clears the size, or picks it when the banner has one size', () => {
    expect(changeBannerForm({ ...filled, banner: '2', size: '160x600' }, { banner: '1' }, catalogue)).toEqual(
      { ...filled, banner: '1', size: '' },
    );
    expect(changeBannerForm(filled, { banner: '2' }, catalogue)).toEqual({
      ...filled,
      banner: '2',
      size: '160x600',
    });
  });

  it('other fields change alone', () => {
    expect(changeBannerForm(filled, { size: '300x250' }, catalogue)).toEqual({ ...filled, size: '300x250' });
    expect(changeBannerForm(filled, { referral_code: 'OTHER' }, catalogue)).toEqual({
      ...filled,
      referral_code: 'OTHER',
    });
  });
});
