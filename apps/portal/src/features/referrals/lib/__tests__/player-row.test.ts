import { describe, expect, it } from 'vitest';
import type { ReferredPlayerRecord } from '@affiliate/contract';
import { listsCpa, toListedPlayerRow, toReferredPlayerRow } from '../player-row';

const record: ReferredPlayerRecord = {
  customer_id: 100234,
  date_joined: '2026-03-01',
  registered_at: '2026-03-04T12:30:00Z',
  category: 'live-casino',
  brand: 'goldline-br',
  country: 'DE',
  first_deposit_date: '2026-03-05',
  first_deposit_amount: '50.005',
  deposits: '1250.5',
  withdrawals: '100',
  turnover: '9876.54',
  winloss: '-120.1',
  bonuses: '25',
};

describe("referred player row (the specification's referred member row)", () => {
  it("maps customer_id to the player's id (the specification's Member ID) and shows the dates as MM/DD/YYYY", () => {
    const row = toReferredPlayerRow(record, 'EUR');
    expect(row.playerId).toBe(100234);
    expect(row.dateJoined).toBe('03/01/2026');
    expect(row.dateRegistered).toBe('03/04/2026');
  });

  it('keeps the original record', () => {
    expect(toReferredPlayerRow(record, 'EUR').record).toBe(record);
  });

  it('shows a dash while the player has not registered', () => {
    const row = toReferredPlayerRow({ ...record, registered_at: null }, 'EUR');
    expect(row.dateRegistered).toBe('—');
    expect(row.dateJoined).toBe('03/01/2026');
  });

  it("shows the player's figures in the affiliate's currency, with category label and country", () => {
    const row = toReferredPlayerRow(record, 'USD');
    expect(row).toMatchObject({
      deposits: '$1,250.50',
      turnover: '$9,876.54',
      winloss: '-$120.10',
      bonuses: '$25.00',
      firstDeposit: { date: '03/05/2026', amount: '$50.01' },
      categoryLabel: 'Live casino',
      country: 'Germany',
    });
  });

  it('has no first deposit for a player who never deposited', () => {
    expect(
      toReferredPlayerRow({ ...record, first_deposit_date: null, first_deposit_amount: null }, 'EUR')
        .firstDeposit,
    ).toBeNull();
  });
});

describe('listed player row (the players list, with the CPA status)', () => {
  const pending = {
    ...record,
    cpa_status: 'pending' as const,
    cpa_reason: 'Turnover €120.00 of €200.00 — 3 days left',
    cpa_qualified_on: null,
  };
  const noCpa = { ...record, cpa_status: null, cpa_reason: null, cpa_qualified_on: null };

  it("carries the player's CPA status and its reason, with the row's figures", () => {
    const row = toListedPlayerRow(pending, 'EUR');
    expect(row.cpa).toEqual({ status: 'pending', reason: 'Turnover €120.00 of €200.00 — 3 days left' });
    expect(row.turnover).toBe('€9,876.54');
    expect(row.record).toBe(pending);
  });

  it('has no CPA when the deal pays none, and the list then needs no CPA column', () => {
    const row = toListedPlayerRow(noCpa, 'EUR');
    expect(row.cpa).toBeNull();
    expect(listsCpa([row])).toBe(false);
    expect(listsCpa([row, toListedPlayerRow(pending, 'EUR')])).toBe(true);
  });
});
