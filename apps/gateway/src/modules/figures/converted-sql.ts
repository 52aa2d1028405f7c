/**
 * Activity arrives in the brand's currency and every figure is in the affiliate's (issue 35). Each
 * activity row (a player's day) is converted at its day's rate and rounded once to the cent, half away
 * from zero (PostgreSQL's numeric round); figures are sums of converted rows. The ingest converts with
 * it, and the CPA's qualifying reads a player's days with it (commission/cpa-qualified.ts).
 */

/** The converted amount of `amount` at `rate`, as SQL. */
export const convertedSql = (amount: string, rate: string): string => `round(${amount} * ${rate}, 2)`;
