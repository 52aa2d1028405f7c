import { createHash } from 'node:crypto';
import { addDays } from '../../calendar/utc-dates.ts';
import { countries } from './countries.ts';
import type { GenerationPlan } from './generation-plan.ts';
import { Random } from './random.ts';

/**
 * The clicks behind the generated players: every player came through one click of its affiliate's
 * code (the brand captured its id for most of them), and about nine more visitors clicked without
 * signing up, in the days before. Sub-IDs and placements follow an affiliate's usual spread, so the
 * reports have sources to compare. A separate random stream per player (key 3): players and activity
 * draw exactly what they drew before clicks existed. A player's own click comes from the player's
 * country; the other visitors' from the same spread of countries, a few from addresses no country
 * database places (stored without one, "Not known" in the reports), drawn from a stream of their own
 * (key 4) so that the clicks' other values stay what they were.
 */
export const CLICKS_PER_PLAYER = 10;
/** Share of players the brand fed back with their click id. */
const CLICK_ID_CAPTURED = 0.85;
/** Share of visitors whose address has no known country. */
const COUNTRY_NOT_KNOWN = 0.05;

const sources: ReadonlyArray<readonly [string, number]> = [
  ['newsletter', 28],
  ['seo-review', 24],
  ['instagram-bio', 18],
  ['youtube', 14],
  ['telegram', 10],
  ['forum-signature', 6],
];
const placements: ReadonlyArray<readonly [string, number]> = [
  ['header', 40],
  ['in-article', 35],
  ['footer', 25],
];

export interface GeneratedClick {
  clickId: string;
  at: Date;
  /** Index of the player's affiliate in the plan. */
  affiliate: number;
  sub1: string;
  sub2: string;
  /** ISO code of the visitor's country; null when its address has none. */
  country: string | null;
}

/**
 * A generated click's id: unique by seed, customer and click (a player's random stream has 32 bits of
 * state, so a million players share some streams; ids drawn from them would repeat). Real clicks draw
 * 128 random bits (tracking/service.ts); a generated one only has to be unique.
 */
function clickId(plan: GenerationPlan, index: number, n: number): string {
  return createHash('md5')
    .update(`${plan.seed}:${plan.firstCustomerId + index}:${n}`)
    .digest('hex');
}

function clickAt(rng: Random, day: string, now: Date): Date {
  const at = new Date(Date.parse(`${day}T00:00:00Z`) + rng.int(0, 86_399) * 1000);
  return at > now ? now : at;
}

/** The player's own click (joined that day) and whether the brand captured its id. */
function playerClick(
  plan: GenerationPlan,
  index: number,
  dateJoined: string,
  country: string | null = null,
): { click: GeneratedClick; captured: boolean; rng: Random } {
  // Keyed by the customer id too: a second generation into the same database makes other click ids.
  const rng = Random.for(plan.seed, plan.firstCustomerId + index, 3);
  const click: GeneratedClick = {
    clickId: clickId(plan, index, 0),
    at: clickAt(rng, dateJoined, plan.now),
    affiliate: index % plan.affiliates.length,
    sub1: rng.weighted(sources),
    sub2: rng.weighted(placements),
    country,
  };
  return { click, captured: rng.chance(CLICK_ID_CAPTURED), rng };
}

/** The click id fed with the player, or null when the brand did not capture it. */
export function capturedClickId(plan: GenerationPlan, index: number, dateJoined: string): string | null {
  const { click, captured } = playerClick(plan, index, dateJoined);
  return captured ? click.clickId : null;
}

/** Every click of player `index`: its own, then the visitors who did not sign up (up to 30 days before). */
export function* clicksOfPlayer(
  plan: GenerationPlan,
  index: number,
  dateJoined: string,
  playerCountry: string | null,
): Generator<GeneratedClick> {
  const { click, rng } = playerClick(plan, index, dateJoined, playerCountry);
  yield click;
  const places = Random.for(plan.seed, plan.firstCustomerId + index, 4);
  for (let n = 1; n < CLICKS_PER_PLAYER; n++) {
    const day = addDays(dateJoined, -rng.int(0, 30));
    yield {
      clickId: clickId(plan, index, n),
      at: clickAt(rng, day, plan.now),
      affiliate: click.affiliate,
      sub1: rng.weighted(sources),
      sub2: rng.weighted(placements),
      country: places.chance(COUNTRY_NOT_KNOWN) ? null : places.weighted(countries),
    };
  }
}
