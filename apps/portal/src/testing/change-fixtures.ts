import type { PlayerChange } from '@affiliate/contract/endpoints/player-changes';

/** What every change-log entry carries; each fixture below sets its kind and details. */
const base = {
  happened_at: '2026-12-04T14:05:00.000Z',
  customer_id: 123456,
  brand: 'goldline',
  day: null,
  amount: null,
  currency: 'EUR',
  by: 'operator',
  upload_id: null,
  reason: null,
} as const;

const playerDetails = { referral_code: 'DEMO10', effective_from: '2026-12-04' };

/** One entry of each kind, newest first, as GET /affiliate/{id}/changes answers them. */
export const changeFixtures = {
  movedOut: {
    ...base,
    id: 7,
    kind: 'player_moved_out',
    reason: 'Signed up through the other partner’s link first',
    details: playerDetails,
  },
  movedIn: {
    ...base,
    id: 6,
    kind: 'player_moved_in',
    customer_id: 777001,
    by: 'feed',
    reason: 'Re-tagged by the brand',
    details: { referral_code: 'DEMO10', effective_from: '2026-12-03' },
  },
  deleted: { ...base, id: 5, kind: 'player_deleted', reason: 'Test account', details: playerDetails },
  duplicate: {
    ...base,
    id: 4,
    kind: 'player_duplicate',
    customer_id: 123457,
    by: 'file',
    upload_id: 12,
    details: { ...playerDetails, of_customer_id: 123456 },
  },
  restated: {
    ...base,
    id: 3,
    kind: 'activity_restated',
    customer_id: null,
    by: 'pull',
    upload_id: 13,
    day: '2026-11-28',
    amount: '-120.00',
    details: {
      players: 2,
      month: '2026-11',
      before: {
        deposits: '500.00',
        withdrawals: '0.00',
        turnover: '900.00',
        winloss: '320.00',
        bonuses: '20.00',
        ngr: '300.00',
      },
      after: {
        deposits: '300.00',
        withdrawals: '0.00',
        turnover: '900.00',
        winloss: '200.00',
        bonuses: '20.00',
        ngr: '180.00',
      },
    },
  },
  cpaReversed: {
    ...base,
    id: 2,
    kind: 'cpa_reversed',
    amount: '-50.00',
    reason: 'Bonus abuse',
    details: { qualified_on: '2026-10-02', paid: true },
  },
  dealChanged: {
    ...base,
    id: 1,
    kind: 'deal_changed',
    customer_id: null,
    brand: null,
    by: 'operator',
    details: {
      before: { name: 'Standard', version: 1, currency: 'EUR', summary: ['30% revenue share'] },
      after: { name: 'Standard', version: 2, currency: 'EUR', summary: ['25% revenue share', 'CPA €50.00'] },
      from_month: '2027-01',
    },
  },
} satisfies Record<string, PlayerChange>;

export const allChanges: PlayerChange[] = Object.values(changeFixtures);
