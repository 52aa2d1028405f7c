/**
 * The rule of calculate.ts in SQL, for statements that sum figures in the database: the dashboard's and
 * the reports' NGR and per-bucket commission estimate. Each function writes an expression over the SQL
 * expressions it is given (columns, usually).
 *
 * The SQL text of the rule is the two database functions of migration 025, affiliate_month_ngr and
 * affiliate_month_commission, which the overview's program rollup (program_monthly, kept by triggers)
 * calls too: the database needs the rule itself there, so the statements built here call the same
 * functions rather than write the formula a second time. They are one-expression SQL functions, which
 * PostgreSQL inlines into the calling statement: no call per row. test/figures-rule.test.ts holds them
 * to calculate.ts's answers.
 */

/** NGR = win/loss - bonuses - round(admin fee rate × win/loss, 2): netGamingRevenue in calculate.ts. */
export function ngrSql(winloss: string, bonuses: string, adminFeeRate: string): string {
  return `affiliate_month_ngr(${winloss}, ${bonuses}, ${adminFeeRate})`;
}

/**
 * A bucket's commission estimate: round(NGR × revenue share, 2) when NGR is positive (nothing when it is
 * not) plus the CPA amount for each qualified first depositor. calculateCommission in calculate.ts with
 * no carry-in and no late activity: a bucket of a range does not know them, only the close (and the
 * dashboard's total for the running month, which reads the close's inputs) does.
 */
export function bucketCommissionSql(
  ngr: string,
  revenueShare: string,
  cpaAmount: string,
  cpaQualified: string,
): string {
  // The function takes the count as integer: a total's sum of counts is bigint.
  return `affiliate_month_commission(${ngr}, ${revenueShare}, ${cpaAmount}, (${cpaQualified})::int)`;
}
