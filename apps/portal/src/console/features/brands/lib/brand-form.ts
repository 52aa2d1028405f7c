import { z } from 'zod';
import {
  brandAddress,
  brandCode,
  brandName,
  BRAND_LANDING_REQUIRED,
  type AddBrandRequest,
  type Brand,
  type EditBrandRequest,
} from '@affiliate/contract/endpoints/brands';
import { currencyCode } from '@affiliate/contract/common/primitives';

/**
 * The brand form's values: text as typed (an empty logo is none; an empty landing page is the
 * deployment's, for the first brand only), the currency upper-cased as it is typed.
 */
export interface BrandFormValues {
  code: string;
  name: string;
  currency: string;
  landing_url: string;
  logo_url: string;
  open_to_affiliates: boolean;
}

export const emptyBrandForm: BrandFormValues = {
  code: '',
  name: '',
  currency: '',
  landing_url: '',
  logo_url: '',
  open_to_affiliates: true,
};

const optionalAddress = z.union([z.literal(''), brandAddress]);

/** The contract's rules in the browser; `first` lets the first brand leave its landing page to the deployment. */
export function brandFormSchema(mode: 'add' | 'edit', first = false) {
  return z.object({
    code: mode === 'add' ? brandCode : z.string(),
    name: brandName,
    currency: currencyCode,
    landing_url: first
      ? optionalAddress
      : z.string().trim().min(1, BRAND_LANDING_REQUIRED).pipe(brandAddress),
    logo_url: optionalAddress,
    open_to_affiliates: z.boolean(),
  });
}

export function formOf(brand: Brand): BrandFormValues {
  return {
    code: brand.code,
    name: brand.name,
    currency: brand.currency,
    landing_url: brand.landing_url ?? '',
    logo_url: brand.logo_url ?? '',
    open_to_affiliates: brand.open_to_affiliates,
  };
}

export function addRequestOf(values: BrandFormValues): AddBrandRequest {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    currency: values.currency,
    landing_url: values.landing_url.trim(),
    logo_url: values.logo_url.trim() || null,
    open_to_affiliates: values.open_to_affiliates,
  };
}

/** Every field but the code, as the form holds it: what did not change is sent as it was. */
export function editRequestOf(values: BrandFormValues): EditBrandRequest {
  return {
    name: values.name.trim(),
    currency: values.currency,
    landing_url: values.landing_url.trim() || null,
    logo_url: values.logo_url.trim() || null,
    open_to_affiliates: values.open_to_affiliates,
  };
}
