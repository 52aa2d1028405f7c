import { z } from 'zod';

/**
 * A brand's code as the views' `brand` filter takes it (the code brands are kept by: `[a-z0-9-]{2,32}`).
 * A brand the affiliate has no referral code of filters to nothing: its figures and players are not theirs.
 */
export const brandFilter = z
  .string()
  .regex(/^[a-z0-9-]{2,32}$/, 'A brand code is 2 to 32 lower-case letters, digits and hyphens.');

/**
 * The brands an affiliate has referral codes of, by code: the choices of a view's brand filter (a
 * screen hides the filter when there is only one).
 */
export const viewBrands = z.array(z.object({ code: z.string(), name: z.string() }));
export type ViewBrands = z.infer<typeof viewBrands>;
