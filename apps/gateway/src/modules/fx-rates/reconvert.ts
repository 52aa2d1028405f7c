import type { Queryable } from '../../db/database.ts';
import { planTermSql } from '../commission/plan-versions.ts';
import { convertedSql, rateOnOrBeforeSql } from '../ingest/conversion.ts';
import { applyRollupDeltas, createDeltaTables, touchWatermarks } from '../ingest/rollup-deltas.ts';
import { SOURCE_LIST, sourceOf } from '../ingest/traffic-source.ts';

const amounts = ['deposits', 'withdrawals', 'turnover', 'winloss', 'bonuses'] as const;

const RECONVERTED_TABLE = `
  CREATE TEMP TABLE IF NOT EXISTS reconverted_activity (
    player_id bigint NOT NULL, day date NOT NULL, member_id integer NOT NULL, category text NOT NULL,
    referral_code text NOT NULL, sub1 text NOT NULL, sub2 text NOT NULL, sub3 text NOT NULL, sub4 text NOT NULL, sub5 text NOT NULL,
    saved_banner_id bigint NOT NULL, campaign text NOT NULL, country text NOT NULL,
    rate numeric NOT NULL, rate_day date NOT NULL, first_deposit_day boolean NOT NULL,
    ${amounts.map((f) => `old_${f} numeric NOT NULL, ${f} numeric NOT NULL`).join(', ')}
  ) ON COMMIT DELETE ROWS`;

/**
 * The converted activity rows of the pair from `day` up to (not including) the next day that has its
 * own rate: the days a rate set for `day` applies to.
 */
const PAIR_ROWS = `
  FROM player_activity a
  JOIN players p ON p.id = a.player_id
  JOIN members m ON m.id = p.member_id
  WHERE a.currency = $1::bpchar AND a.rate_day IS NOT NULL AND a.day >= $3::date
    AND a.day < coalesce((SELECT min(n.day) FROM fx_rates n WHERE n.from_currency = $1::bpchar
                            AND n.to_currency = $2::bpchar AND n.day > $3::date), 'infinity'::date)
    AND m.currency = $2::bpchar`;

const delta = (f: string) => `sum(${f} - old_${f})`;

/**
 * A rate set (or changed) for `day` moves the figures of every activity day it now applies to: each
 * such row is converted again at its effective rate (the pair's latest on or before its day), and every
 * rollup, the players' totals and player_monthly move by the new converted amounts less the old, through
 * the rollup deltas the feed itself uses. Players are locked in id order first, as the feed locks them,
 * so a batch and a rate never interleave on one player. Returns the number of rows re-converted.
 */
export async function reconvertPair(
  tx: Queryable,
  pair: { from: string; to: string; day: string },
  at: Date,
): Promise<number> {
  const params = [pair.from, pair.to, pair.day];
  await tx.query(
    `SELECT count(*) FROM (SELECT id FROM players WHERE id IN (SELECT a.player_id ${PAIR_ROWS}) ORDER BY id FOR UPDATE) AS locked`,
    params,
  );
  await tx.execScript(RECONVERTED_TABLE);
  const staged = await tx.query(
    `INSERT INTO reconverted_activity
       (player_id, day, member_id, category, ${SOURCE_LIST}, rate, rate_day, first_deposit_day,
        ${amounts.map((f) => `old_${f}, ${f}`).join(', ')})
     SELECT a.player_id, a.day, p.member_id, p.category, ${sourceOf('p')}, r.rate, r.day, a.day IS NOT DISTINCT FROM p.first_deposit_date,
            ${amounts.map((f) => `${convertedSql(`a.${f}`, 'a.rate')}, ${convertedSql(`a.${f}`, 'r.rate')}`).join(', ')}
     ${PAIR_ROWS.replace('JOIN members m ON m.id = p.member_id', `JOIN members m ON m.id = p.member_id\n  JOIN LATERAL ${rateOnOrBeforeSql('a.currency', 'm.currency', 'a.day')} r ON true`)}
       AND (r.day, r.rate) IS DISTINCT FROM (a.rate_day, a.rate)`,
    params,
  );
  const count = staged.rowCount ?? 0;
  if (count === 0) return 0;

  await createDeltaTables(tx);
  await tx.execScript(`
    INSERT INTO rollup_delta (member_id, day, category, ${amounts.join(', ')}, ${SOURCE_LIST})
    SELECT member_id, day, category, ${amounts.map(delta).join(', ')}, ${SOURCE_LIST}
    FROM reconverted_activity GROUP BY member_id, day, category, ${SOURCE_LIST};

    -- A first deposit's amount is the converted deposits of its day: it moves, and with it whether it qualifies for CPA.
    INSERT INTO rollup_delta (member_id, day, category, first_deposit_amount, cpa_qualified, ${SOURCE_LIST})
    SELECT member_id, day, category, deposits - old_deposits,
           (CASE WHEN deposits >= cpa_min THEN 1 ELSE 0 END) - (CASE WHEN old_deposits >= cpa_min THEN 1 ELSE 0 END),
           ${SOURCE_LIST}
    FROM (SELECT r.*, ${planTermSql('cpa_min_deposit', 'r.member_id', 'r.day')} AS cpa_min
          FROM reconverted_activity r WHERE first_deposit_day AND deposits <> old_deposits) t;

    UPDATE players p SET first_deposit_amount = r.deposits
    FROM reconverted_activity r WHERE r.first_deposit_day AND p.id = r.player_id AND r.deposits <> r.old_deposits;

    UPDATE player_monthly pm SET ${amounts.map((f) => `${f} = pm.${f} + d.${f}`).join(', ')}
    FROM (SELECT player_id, date_trunc('month', day)::date AS month, ${amounts.map((f) => `${delta(f)} AS ${f}`).join(', ')}
          FROM reconverted_activity GROUP BY 1, 2) d
    WHERE pm.player_id = d.player_id AND pm.month = d.month;

    UPDATE players p SET ${amounts.map((f) => `${f} = p.${f} + d.${f}`).join(', ')}
    FROM (SELECT player_id, ${amounts.map((f) => `${delta(f)} AS ${f}`).join(', ')} FROM reconverted_activity GROUP BY player_id) d
    WHERE p.id = d.player_id;

    UPDATE player_activity a SET rate = r.rate, rate_day = r.rate_day
    FROM reconverted_activity r WHERE a.player_id = r.player_id AND a.day = r.day;
  `);
  await applyRollupDeltas(tx);
  const { rows } = await tx.query<{ member_id: number }>(
    'SELECT DISTINCT member_id FROM reconverted_activity ORDER BY 1',
  );
  await touchWatermarks(
    tx,
    rows.map((r) => r.member_id),
    at,
  );
  await tx.execScript('TRUNCATE reconverted_activity');
  return count;
}
