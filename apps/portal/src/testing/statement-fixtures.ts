import type { Statement, TransactionRow } from '@affiliate/contract/endpoints/statements';

/** A history row as GET /bo/me/transactions answers it: by default a paid Bitcoin withdrawal. */
export function transactionRowFixture(id: string, overrides: Partial<TransactionRow> = {}): TransactionRow {
  const amount = overrides.amount ?? '-250.00';
  // As the gateway answers: a rejected or cancelled withdrawal's hold was released, its net change is 0.
  const released =
    (overrides.type ?? 'withdrawal') === 'withdrawal' &&
    (overrides.status === 'rejected' || overrides.status === 'cancelled');
  return {
    id,
    type: 'withdrawal',
    status: 'paid',
    created_at: '2026-10-14T09:30:00Z',
    amount,
    net_amount: released ? '0.00' : amount,
    currency: 'EUR',
    fee: '2.50',
    payment_option_type: 'BITCOIN',
    payout_amount: '0.00412500',
    unit: 'BTC',
    rate: '60000.00',
    payout_reference: 'bc-tx-7f3a',
    description: 'Withdrawal to bc1q…x7k2',
    period: null,
    ...overrides,
  };
}

/** A commission row of the history. */
export function commissionRowFixture(id: string, overrides: Partial<TransactionRow> = {}): TransactionRow {
  return transactionRowFixture(id, {
    type: 'commission',
    status: 'credited',
    created_at: '2026-10-01T00:05:00Z',
    amount: '1234.56',
    fee: '0.00',
    payment_option_type: null,
    payout_amount: null,
    unit: null,
    rate: null,
    payout_reference: null,
    description: 'Commission for September 2026',
    period: '2026-09',
    ...overrides,
  });
}

/**
 * October 2026's statement of a known account. The figures are chosen so that a float sum would drift
 * (0.1 + 0.2) and so that none repeats: each one on screen can only come from its own field.
 */
export const knownStatement: Statement = {
  month: '2026-10',
  currency: 'EUR',
  affiliate: { id: 7, username: 'demo', name: 'Dana Demo', email: 'demo@example.com', country: 'GB' },
  opening_balance: '100.10',
  closing_balance: '1075.06',
  held: { opening: '0.00', closing: '0.00' },
  totals: { commission: '1234.56', withdrawals: '-250.00', adjustments: '0.20', fees: '-9.80', held: '0.00' },
  rates_used: [],
  commissions: [
    {
      period: '2026-09',
      turnover: '98765.43',
      winloss: '5432.10',
      bonuses: '321.09',
      admin_fee_rate: '0.1000',
      admin_fee: '543.21',
      ngr: '4567.80',
      revenue_share: '0.2500',
      revenue_share_amount: '1141.95',
      carry_in: '-57.39',
      carry_out: '0.00',
      cpa_count: 3,
      cpa_amount: '50.00',
      cpa_total: '150.00',
      late_adjustments: [
        {
          source_period: '2026-08',
          ngr: '-229.56',
          cpa_count: 1,
          reason: 'Chargeback of a deposit of August',
        },
      ],
      amount: '1234.56',
      credited_at: '2026-10-01T00:05:00Z',
      brand_lines: [
        {
          brand: 'goldline',
          brand_name: 'Goldline Casino & Sports',
          turnover: '70000.00',
          winloss: '4000.00',
          bonuses: '221.09',
          admin_fee: '400.00',
          ngr: '3378.91',
          revenue_share_amount: '844.73',
          cpa_count: 2,
          cpa_total: '100.00',
          amount: '944.73',
          deal: null,
          revenue_share: null,
          carry_out: '0.00',
        },
        {
          brand: 'goldline-br',
          brand_name: 'Goldline Bet Brasil',
          turnover: '28765.43',
          winloss: '1432.10',
          bonuses: '100.00',
          admin_fee: '143.21',
          ngr: '1188.89',
          revenue_share_amount: '297.22',
          cpa_count: 1,
          cpa_total: '50.00',
          amount: '347.22',
          deal: null,
          revenue_share: null,
          carry_out: '0.00',
        },
      ],
      outside_brands: '-57.39',
      deal: { name: 'Casino tiers 2026', version: 2 },
      revenue_share_bands: [],
      revenue_share_products: [],
      cpa_over_cap_count: 0,
    },
  ],
  lines: [
    {
      date: '2026-10-01T00:05:00Z',
      type: 'commission',
      description: 'Commission for September 2026',
      amount: '1234.56',
      available_change: '1234.56',
      balance_after: '1334.66',
      available_after: '1334.66',
      reference: null,
    },
    {
      date: '2026-10-14T09:30:00Z',
      type: 'withdrawal_hold',
      description: 'Withdrawal requested: Bitcoin',
      amount: '0.00',
      available_change: '-250.00',
      balance_after: '1334.66',
      available_after: '1084.66',
      reference: 'w-41',
    },
    {
      date: '2026-10-15T12:00:00Z',
      type: 'withdrawal_paid',
      description: 'Withdrawal paid: Bitcoin',
      amount: '-250.00',
      available_change: '0.00',
      balance_after: '1084.66',
      available_after: '1084.66',
      reference: 'bc-tx-7f3a',
    },
    {
      date: '2026-10-20T08:00:00Z',
      type: 'adjustment',
      description: 'Goodwill: rounding of September',
      amount: '0.20',
      available_change: '0.20',
      balance_after: '1084.86',
      available_after: '1084.86',
      reference: null,
    },
    {
      date: '2026-10-31T23:00:00Z',
      type: 'fee',
      description: 'Monthly account fee',
      amount: '-9.80',
      available_change: '-9.80',
      balance_after: '1075.06',
      available_after: '1075.06',
      reference: null,
    },
  ],
  as_of: '2026-10-31',
  running: false,
  generated_at: '2026-11-02T10:00:00Z',
};

const [septemberCommission] = knownStatement.commissions;
const [goldlineLine, brasilLine] = septemberCommission!.brand_lines;

/**
 * `knownStatement` with two brands paid under deals of their own in September: Goldline Bet Brasil at
 * 25% (its figures unchanged), and Goldline Sports in a losing month, paying nothing and carrying
 * -€1,200.00 into October. The commission's figures take Goldline Sports in; its amount is the same.
 */
export const brandDealsStatement: Statement = {
  ...knownStatement,
  commissions: [
    {
      ...septemberCommission!,
      turnover: '118765.43',
      winloss: '4432.10',
      bonuses: '521.09',
      ngr: '3367.80',
      carry_out: '-1200.00',
      brand_lines: [
        goldlineLine!,
        { ...brasilLine!, deal: { name: 'Brasil Flat', version: 2 }, revenue_share: '0.2500' },
        {
          brand: 'goldline-sports',
          brand_name: 'Goldline Sports',
          turnover: '20000.00',
          winloss: '-1000.00',
          bonuses: '200.00',
          admin_fee: '0.00',
          ngr: '-1200.00',
          revenue_share_amount: '0.00',
          cpa_count: 0,
          cpa_total: '0.00',
          amount: '0.00',
          deal: { name: 'Sports Tiered', version: 1 },
          revenue_share: '0.2000',
          carry_out: '-1200.00',
        },
      ],
    },
  ],
};
