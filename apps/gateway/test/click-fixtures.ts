import type { Click } from '../src/modules/tracking/repository.ts';

/** A human click of the demo code, as the redirect would record it; `change` sets what a test needs. */
export function aClick(change: Partial<Click> = {}): Click {
  return {
    at: new Date(),
    affiliateId: 1,
    referralCode: 'GOLDDEMO',
    savedBannerId: null,
    campaign: null,
    clickId: '0'.repeat(32),
    subIds: [null, null, null, null, null],
    ipHash: 'h',
    country: null,
    userAgent: null,
    referrer: null,
    isBot: false,
    ...change,
  };
}
