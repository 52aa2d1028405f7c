import { z } from 'zod';
import { referralCode } from '@affiliate/contract/common/players';
import {
  bannerLanguage,
  bannerSize,
  bannerType,
  campaignName,
  website,
  type BannerOption,
  type BannerType,
  type SaveBannerRequest,
} from '@affiliate/contract/endpoints/banners';
import type { BannerFormValues } from '@/lib/affiliate-tools-form-store';
import { requiredString } from '@/lib/validation';
import { onlySize } from './banner-sizes';

export type BannerField = keyof BannerFormValues;

/** The banner form's fields in the order they are shown, with their labels. */
export const bannerFieldLabels: Record<BannerField, string> = {
  campaign_name: 'Campaign name',
  website: 'Website',
  referral_code: 'Referral code',
  type: 'Type',
  language: 'Language',
  banner: 'Banner',
  size: 'Size',
};

export const bannerFields = Object.keys(bannerFieldLabels) as BannerField[];

const catalogueId = z.string().regex(/^\d+$/, `${bannerFieldLabels.banner} is not valid.`);

/**
 * The generic required rule ('{field} is not valid.') on every field, then the contract's own rule for
 * it (an http(s) website, a referral code's characters), so the form refuses what the gateway would.
 * The answer is the request's body.
 */
export const bannerFormSchema = z
  .object({
    campaign_name: requiredString(bannerFieldLabels.campaign_name, campaignName),
    website: requiredString(bannerFieldLabels.website, website),
    referral_code: requiredString(bannerFieldLabels.referral_code, referralCode),
    type: requiredString(bannerFieldLabels.type, bannerType),
    language: requiredString(bannerFieldLabels.language, bannerLanguage),
    banner: requiredString(bannerFieldLabels.banner, catalogueId),
    size: requiredString(bannerFieldLabels.size, bannerSize),
  })
  // The type passed bannerType above; the strings become the request's types here.
  .transform((values): SaveBannerRequest => ({
    ...values,
    type: values.type as BannerType,
    banner: Number(values.banner),
  }));

/**
 * The form after a change, with the rules between its fields: another type or language, or a code of
 * another brand, clears the banner and its size (the banner list is another one); another banner clears the size, or picks it
 * when that banner comes in one size only.
 */
export function changeBannerForm(
  values: BannerFormValues,
  change: Partial<BannerFormValues>,
  catalogue: ReadonlyArray<Pick<BannerOption, 'id' | 'sizes'>>,
  brandOfCode: (code: string) => string | undefined = () => undefined,
): BannerFormValues {
  const next = { ...values, ...change };
  const changed = (field: BannerField) => change[field] !== undefined && change[field] !== values[field];
  if (changed('type') || changed('language')) return { ...next, banner: '', size: '' };
  // The picker offers the code's brand's banners: another brand's code offers other banners.
  if (changed('referral_code') && brandOfCode(next.referral_code) !== brandOfCode(values.referral_code))
    return { ...next, banner: '', size: '' };
  if (changed('banner')) {
    const chosen = catalogue.find((banner) => String(banner.id) === next.banner);
    return { ...next, size: chosen ? onlySize(chosen.sizes) : '' };
  }
  return next;
}
