import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { currencyCode, isoDate, isoDateTime } from '../common/primitives.ts';

/**
 * Daily reference rates per currency pair (issue 35): activity arrives in a brand's currency and every
 * figure is in the affiliate's, each day's amounts converted at that day's rate (a day without its own
 * rate uses the latest earlier one). The operator keeps them: console, CLI, a central bank's CSV.
 */

/** A positive decimal with up to 10 integer digits and 10 decimals (numeric(20,10)). */
export const fxRateValue = z
  .string()
  .trim()
  .regex(/^\d{1,10}(\.\d{1,10})?$/, 'Rate must be a positive decimal number with at most 10 decimals.')
  .refine((v) => /[1-9]/.test(v), 'Rate must be above zero.');

export const fxRateEntry = z.object({
  from: currencyCode,
  to: currencyCode,
  rate: fxRateValue,
});
export type FxRateEntry = z.infer<typeof fxRateEntry>;

/** The most rates one request sets: every pair of a central bank's day both ways, with room to spare. */
export const FX_RATES_PER_REQUEST = 500;

export const putFxRatesRequest = z.object({
  /** The day the rates are for; not in the future, not inside a closed commission month. */
  date: isoDate,
  source: z.string().trim().min(1, 'Source is required.').max(40, 'Source is at most 40 characters.'),
  rates: z.array(fxRateEntry).min(1, 'Give at least one rate.').max(FX_RATES_PER_REQUEST),
});
export type PutFxRatesRequest = z.infer<typeof putFxRatesRequest>;

/** A stored rate: `rate` units of `to` per 1 unit of `from` on `date`. */
export const fxRate = z.object({
  from: currencyCode,
  to: currencyCode,
  date: isoDate,
  rate: z.string(),
  source: z.string(),
  /** Who set it: an operator's email, or `machine <fingerprint>` for a static token. */
  set_by: z.string(),
  set_at: isoDateTime,
});
export type FxRate = z.infer<typeof fxRate>;

export const putFxRatesResult = z.object({
  date: isoDate,
  source: z.string(),
  rates: z.array(fxRate),
  /** Activity days whose figures moved because their rate changed (re-converted in the same transaction). */
  reconverted_days: z.number().int().min(0),
});
export type PutFxRatesResult = z.infer<typeof putFxRatesResult>;

export const FX_RATE_LIST_MAX = 1000;

export const fxRatesQuery = z.object({
  from: currencyCode.optional(),
  to: currencyCode.optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  /** `true`: only the latest rate of each pair (within the dates given). */
  latest: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(FX_RATE_LIST_MAX).default(200),
});
export type FxRatesQuery = z.infer<typeof fxRatesQuery>;

export const putFxRates = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/fx-rates',
  access: 'operator',
  roles: ['finance'],
  summary:
    "Set a day's reference rates (units of `to` per 1 `from`); activity they apply to is re-converted and its figures move in the same transaction",
  tags: ['operator'],
  body: putFxRatesRequest,
  response: dataEnvelope(putFxRatesResult),
});

export const fxRateList = endpoint({
  method: 'GET',
  path: '/api/v1/operator/fx-rates',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  summary:
    'The reference rates, newest day first (by pair and dates; `latest=true`: the latest of each pair)',
  tags: ['operator'],
  query: fxRatesQuery,
  response: dataEnvelope(z.array(fxRate)),
});
