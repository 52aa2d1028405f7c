import type { PlayerRecord } from '@affiliate/contract';
import type { BrandThrough } from '../feed-freshness/repository.ts';
import type { CodeOwner } from './player-repository.ts';

/**
 * What a players batch says of each brand's data: its newest registration, or for a player who has not
 * registered the end of the day it joined (the last instant the row covers, as activity's days). A row's
 * brand is its referral code's, already looked up (the batch is refused when a code is unknown).
 */
export function playersThroughByBrand(
  players: readonly PlayerRecord[],
  owners: ReadonlyMap<string, CodeOwner>,
): BrandThrough[] {
  const newest = new Map<string, number>();
  for (const player of players) {
    const brand = owners.get(player.referral_code.toLowerCase())?.brand;
    if (brand === undefined) continue;
    const through = player.registered_at
      ? Date.parse(player.registered_at)
      : Date.parse(`${player.date_joined}T23:59:59Z`);
    if (Number.isFinite(through) && through > (newest.get(brand) ?? -Infinity)) newest.set(brand, through);
  }
  return [...newest].map(([brand, through]) => ({ brand, through: new Date(through) }));
}
