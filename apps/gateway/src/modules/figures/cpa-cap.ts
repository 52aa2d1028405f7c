import type { PlayerCpaStatus } from '@affiliate/contract';
import type { Language } from '../../i18n/translate.ts';
import { overCapReason } from './cpa-words.ts';

/**
 * The deal's monthly cap (issue 36): past `monthly_cap` qualified players in a month, a qualified player
 * is not paid — `over_cap`. Which players are past it is decided by qualification order: the day each
 * qualified, then the player's id, so that two players qualifying on the same day always fall the same
 * side of the cap, whichever order they are read in. A reversed CPA is not a qualified player: leave it
 * out, so it does not take a paid player's place.
 */

export interface QualifiedPlayer {
  /** The player's id in the gateway: the stable tie-break between players qualifying on one day. */
  player_id: number;
  qualified_on: string;
}

/**
 * A month's qualified players in qualification order, each `qualified` or, past the cap, `over_cap`.
 * Without a cap (null) every one is qualified.
 */
export function markOverCap<Player extends QualifiedPlayer>(
  players: readonly Player[],
  monthlyCap: number | null,
): Array<Player & { status: 'qualified' | 'over_cap' }> {
  const month = players[0]?.qualified_on.slice(0, 7);
  for (const player of players)
    if (player.qualified_on.slice(0, 7) !== month)
      throw new Error(`a cap counts one month's players: ${player.qualified_on} is not in ${month}`);
  const ordered = [...players].sort((a, b) =>
    a.qualified_on !== b.qualified_on
      ? a.qualified_on < b.qualified_on
        ? -1
        : 1
      : a.player_id - b.player_id,
  );
  return ordered.map((player, index) => ({
    ...player,
    status: monthlyCap !== null && index >= monthlyCap ? 'over_cap' : 'qualified',
  }));
}

/** A qualified player's answer once the month's cap has left them unpaid, its reason in `language`. */
export function overCapStatus(
  qualified: PlayerCpaStatus,
  monthlyCap: number,
  language: Language = 'en',
): PlayerCpaStatus {
  if (qualified.status !== 'qualified' || qualified.qualified_on === null)
    throw new Error(`only a qualified player can be over the cap, not a ${qualified.status} one`);
  return {
    ...qualified,
    status: 'over_cap',
    reason: overCapReason(qualified.qualified_on, monthlyCap, language),
  };
}
