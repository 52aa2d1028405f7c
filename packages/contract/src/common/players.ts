import { z } from 'zod';

/** The product verticals a referred player is counted under. */
export const playerCategory = z.enum(['casino', 'sports', 'live-casino', 'poker']);
export type PlayerCategory = z.infer<typeof playerCategory>;

export const playerCategoryLabels: Record<PlayerCategory, string> = {
  casino: 'Casino',
  sports: 'Sports',
  'live-casino': 'Live casino',
  poker: 'Poker',
};

/** The brand's player id, as the brand's platform knows it. */
export const customerId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A referral code: what a tracking link carries and what ties a player to an affiliate. */
export const referralCode = z
  .string()
  .trim()
  .min(3, 'Referral code must be at least 3 characters.')
  .max(32, 'Referral code must be at most 32 characters.')
  .regex(/^[A-Za-z0-9_-]+$/, 'Referral code may contain letters, digits, dashes and underscores.');

/** Query booleans as a browser or a link writes them: true/false/1/0. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
