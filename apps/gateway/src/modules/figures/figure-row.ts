/**
 * The dashboard's figure row: one bucket of rolled-up figures (or the totals, `bucket` null), amounts as
 * 2-decimal strings, with the plan that prices its NGR and estimate (calculate-sql.ts).
 */

/** The affiliate's commission plan of the range's last month (its version then), as numeric text. */
export interface CommissionPlan {
  revenue_share: string;
  admin_fee_rate: string;
  cpa_amount: string;
  cpa_min_deposit: string;
  negative_carry_over: boolean;
}

/** The traffic and money figures both the dashboard and the reports sum, each over its own rollups. */
export interface FunnelFigures {
  clicks: number;
  signups: number;
  registrations: number;
  first_depositors: number;
  first_deposit_amount: string;
  deposits: string;
}

export interface FiguresRow extends FunnelFigures {
  bucket: string | null;
  turnover: string;
  winloss: string;
  bonuses: string;
  ngr: string;
  estimated_commission: string;
  /** First depositors who qualified for the CPA (with the plan of their first deposit's month). */
  cpa_qualified: number;
}
