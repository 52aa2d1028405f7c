import type { AffiliateBrand } from '@affiliate/contract/endpoints/referral-codes';
import type { SubAffiliate, SubAffiliateList } from '@affiliate/contract/endpoints/sub-affiliates';

/** A sub with this month's figures in two brands (the breakdown), still within the deal's months. */
export const annaMedia: SubAffiliate = {
  member_id: 41,
  username: 'anna-media',
  joined: '2026-03-15',
  status: 'active',
  earning_until: '2027-02',
  this_month: {
    basis: '1240.50',
    qualified_players: null,
    earnings: '62.03',
    brands: [
      { brand: 'goldline-br', basis: '1000.00', qualified_players: null, earnings: '50.00' },
      { brand: 'goldline-de', basis: '240.50', qualified_players: null, earnings: '12.03' },
    ],
  },
  to_date: {
    earnings: '410.20',
    brands: [
      { brand: 'goldline-br', earnings: '380.00' },
      { brand: 'goldline-de', earnings: '30.20' },
    ],
  },
};

/** A suspended sub past its months: nothing this month, what it earned before. */
export const betTips: SubAffiliate = {
  member_id: 52,
  username: 'bet-tips-blog',
  joined: '2025-06-01',
  status: 'suspended',
  earning_until: '2026-05',
  this_month: null,
  to_date: { earnings: '95.00', brands: [{ brand: 'goldline-br', earnings: '95.00' }] },
};

/** The list as GET /affiliate/7/sub-affiliates answers it: 5% of each sub's commission for 12 months. */
export function subAffiliateList(
  overrides: Partial<SubAffiliateList['meta']> = {},
  data = [annaMedia, betTips],
) {
  return {
    data,
    meta: {
      invite_url: 'https://partners.example.com/auth/register?ref=K7QX2M9A',
      code: 'K7QX2M9A',
      month: '2026-12',
      currency: 'EUR',
      terms: { share_of: 'commission', rate: '0.05', months: 12 },
      ...overrides,
    },
  } satisfies SubAffiliateList;
}

/** The affiliate's brands (GET /affiliate/7/brands), which name the breakdown's. */
export const subAffiliateBrands: AffiliateBrand[] = [
  {
    code: 'goldline-br',
    name: 'Goldline Bet Brasil',
    currency: 'BRL',
    logo_url: null,
    landing_url: 'https://br.goldline.example',
    open_to_affiliates: true,
  },
  {
    code: 'goldline-de',
    name: 'Goldline Deutschland',
    currency: 'EUR',
    logo_url: null,
    landing_url: 'https://de.goldline.example',
    open_to_affiliates: true,
  },
];
