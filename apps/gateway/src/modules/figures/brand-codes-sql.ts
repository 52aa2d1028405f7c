import type { SqlParams } from '../../db/sql-params.ts';

/**
 * The affiliate's referral codes of a brand, lower-cased as the rollups key them (a subquery for `IN`).
 * A player's brand is its referral code's and a click's is its link's, so the rollup rows of these
 * codes are the brand's figures. Only the affiliate's own codes (`affiliate` is the placeholder of its
 * id): a brand the affiliate has no code of filters to nothing, whoever else has figures in it.
 */
export const brandCodesSql = (brand: string, params: SqlParams, affiliate: string): string =>
  `(SELECT lower(bc.code) FROM referral_codes bc WHERE bc.member_id = ${affiliate} AND bc.brand = ${params.add(brand)})`;

/** The brands the affiliate has codes of, as a JSON array of { code, name } by code (see viewBrands). */
export const affiliateBrandsSql = (affiliate: string): string =>
  `(SELECT coalesce(json_agg(json_build_object('code', ab.code, 'name', ab.name) ORDER BY ab.code), '[]')
    FROM brands ab WHERE ab.code IN (SELECT abc.brand FROM referral_codes abc WHERE abc.member_id = ${affiliate}))`;
