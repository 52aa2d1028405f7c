import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { parseUrl } from '../common/parsed-url.ts';
import { currencyCode, isoDateTime } from '../common/primitives.ts';

/**
 * Brands (issue 35): one affiliate program may run several brands, each with its own currency and
 * landing page. The first brand is the program as it was before brands existed: its landing page may be
 * left to the deployment's LANDING_URL. Every operator role reads the list; only admins add and edit.
 */

export const BRAND_CODE_PATTERN = /^[a-z0-9-]{2,32}$/;
export const BRAND_NAME_MAX_LENGTH = 80;
export const BRAND_ADDRESS_MAX_LENGTH = 1024;

export const BRAND_CODE_NOT_VALID =
  'A code is 2 to 32 lower-case letters, digits or hyphens, e.g. goldline-br.';
export const BRAND_CODE_TAKEN = 'Another brand already has this code.';
export const BRAND_NOT_FOUND = 'There is no brand with this code.';
export const BRAND_NAME_NOT_VALID = `Give the brand a name of 1 to ${BRAND_NAME_MAX_LENGTH} characters.`;
export const BRAND_ADDRESS_NOT_VALID = 'Enter a full address starting with https:// or http://.';
export const BRAND_LANDING_REQUIRED =
  'Give the page a plain link of this brand leads to (only the first brand may use the deployment’s landing page).';
export const BRAND_CURRENCY_IN_USE =
  'This brand already has players or activity whose figures are in its currency: its currency cannot change.';
export const BRAND_NOTHING_TO_CHANGE = 'Give at least one field to change.';

export const brandCode = z.string().trim().regex(BRAND_CODE_PATTERN, BRAND_CODE_NOT_VALID);

export const brandName = z
  .string()
  .trim()
  .min(1, BRAND_NAME_NOT_VALID)
  .max(BRAND_NAME_MAX_LENGTH, BRAND_NAME_NOT_VALID);

/** Whether `text` is an absolute http(s) address on a named host, without a user name or password. */
export function isBrandAddress(text: string): boolean {
  const url = parseUrl(text);
  return (
    url !== null &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** A landing page or logo: an absolute http(s) address, as typed (trimmed). */
export const brandAddress = z
  .string()
  .trim()
  .max(BRAND_ADDRESS_MAX_LENGTH, `An address is at most ${BRAND_ADDRESS_MAX_LENGTH} characters.`)
  .refine(isBrandAddress, BRAND_ADDRESS_NOT_VALID);

export const brandParams = z.object({ code: brandCode });

/** A brand as the operator sees it. */
export const brand = z.object({
  code: z.string(),
  name: z.string(),
  /** ISO 4217: the currency its players' activity arrives in. */
  currency: z.string(),
  /** The page a plain link leads to; null only for the first brand: the deployment's LANDING_URL. */
  landing_url: z.string().nullable(),
  /** Where a plain link of this brand leads now: `landing_url`, or the deployment's for the first brand. */
  effective_landing_url: z.string(),
  logo_url: z.string().nullable(),
  open_to_affiliates: z.boolean(),
  /** The program as it was before brands: it cannot be removed and may keep the deployment's landing page. */
  is_first: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Brand = z.infer<typeof brand>;

export const addBrandRequest = z.object({
  code: brandCode,
  name: brandName,
  currency: currencyCode,
  landing_url: brandAddress,
  logo_url: brandAddress.nullable().optional(),
  open_to_affiliates: z.boolean().default(true),
});
export type AddBrandRequest = z.input<typeof addBrandRequest>;

/** What an edit may change: anything but the code. A null landing page is the first brand's alone. */
export const editBrandRequest = z
  .object({
    name: brandName.optional(),
    currency: currencyCode.optional(),
    landing_url: brandAddress.nullable().optional(),
    logo_url: brandAddress.nullable().optional(),
    open_to_affiliates: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: BRAND_NOTHING_TO_CHANGE,
  });
export type EditBrandRequest = z.input<typeof editBrandRequest>;

export const listBrands = endpoint({
  method: 'GET',
  path: '/api/v1/operator/brands',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  summary: 'The brands of the program, the first brand first, then by name',
  tags: ['operator'],
  response: dataEnvelope(z.array(brand)),
});

export const addBrand = endpoint({
  method: 'POST',
  path: '/api/v1/operator/brands',
  access: 'operator',
  roles: [],
  summary:
    'Add a brand with its code, name, currency and landing page (422 on `code` when another brand has it)',
  tags: ['operator'],
  body: addBrandRequest,
  status: 201,
  response: dataEnvelope(brand),
});

export const editBrand = endpoint({
  method: 'PATCH',
  path: '/api/v1/operator/brands/{code}',
  access: 'operator',
  roles: [],
  owner: null,
  summary:
    'Change a brand’s name, landing page, logo, openness to affiliates, or currency while it has no players or activity (422 on `currency` after); its code never changes',
  tags: ['operator'],
  params: brandParams,
  body: editBrandRequest,
  response: dataEnvelope(brand),
});
