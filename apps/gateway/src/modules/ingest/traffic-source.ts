/**
 * A player's traffic source, as the reports group it: the referral code, the five sub-IDs, the saved
 * banner (0 for none) and campaign of the click the player came through (empty without one), and the
 * player's country. Every rollup delta of a player carries its source, so affiliate_source_daily moves
 * by the same deltas as affiliate_daily.
 */
export const SOURCE_COLUMNS = [
  'referral_code',
  'sub1',
  'sub2',
  'sub3',
  'sub4',
  'sub5',
  'saved_banner_id',
  'campaign',
  'country',
] as const;

/** The source columns of `alias`, optionally with a prefix on each name (`old_`). */
export function sourceOf(alias: string, prefix = ''): string {
  return SOURCE_COLUMNS.map((c) => `${alias}.${prefix}${c}`).join(', ');
}

/** True when the row's source differs from its old one (`old_` columns of the same row). */
export function sourceChanged(alias: string): string {
  return `(${sourceOf(alias)}) IS DISTINCT FROM (${sourceOf(alias, 'old_')})`;
}

/** The source columns' names, for an INSERT's column list. */
export const SOURCE_LIST = SOURCE_COLUMNS.join(', ');
