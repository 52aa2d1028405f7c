import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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
import { fieldNotValidInLanguage, requiredString } from '@/lib/validation';
import { onlySize } from './banner-sizes';

export type BannerField = keyof BannerFormValues;

/** The banner form's fields in the order they are shown, with their labels (catalog messages). */
export const bannerFieldLabels: Record<BannerField, MessageDescriptor> = {
  campaign_name: msg`Campaign name`,
  website: msg`Website`,
  referral_code: msg`Referral code`,
  type: msg`Type`,
  language: msg`Language`,
  banner: msg`Banner`,
  size: msg`Size`,
};

export const bannerFields = Object.keys(bannerFieldLabels) as BannerField[];

// The validation messages ('{field} is not valid.') name the fields in English for now: they are
// translated with the contract's messages in a later step of issue 37.
const catalogueId = z.string().regex(/^\d+$/, { error: () => fieldNotValidInLanguage(msg`Banner`) });

/**
 * The generic required rule ('{field} is not valid.') on every field, then the contract's own rule for
 * it (an http(s) website, a referral code's characters), so the form refuses what the gateway would.
 * The answer is the request's body.
 */
export const bannerFormSchema = z
  .object({
    campaign_name: requiredString(msg`Campaign name`, campaignName),
    website: requiredString(msg`Website`, website),
    referral_code: requiredString(msg`Referral code`, referralCode),
    type: requiredString(msg`Type`, bannerType),
    language: requiredString(msg`Language`, bannerLanguage),
    banner: requiredString(msg`Banner`, catalogueId),
    size: requiredString(msg`Size`, bannerSize),
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
