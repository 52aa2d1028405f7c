import type { Queryable } from '../../db/database.ts';
import { amountCents, fromCents } from '../figures/cents.ts';
import { subAffiliateShare, type BasisPart, type SubAffiliateTerms } from '../figures/sub-affiliate-share.ts';
import { subEarningsLine, type SubEarningFact } from '../figures/sub-affiliate-words.ts';
import { postLedgerTransactions } from '../ledger/service.ts';
import { lockExistingAffiliates } from '../members/affiliate-lock.ts';
import { addSubAffiliateTotals } from './repository.ts';
import { closedCommissionParts, subBases, type BasisRequest } from './sub-affiliate-bases.ts';
import { monthShares, parentFacts, subsOf } from './sub-affiliate-month.ts';

/**
 * The sub-affiliates phase of a month close (issue 38): once every affiliate's own commission of the
 * month is recorded, each parent is credited what its deal's `sub_affiliates` part pays on its direct
 * subs (figures/sub-affiliate-share.ts), in batches of parents by id, each batch in its own transaction
 * with the period's row locked (close-period.ts records how far it got, as for the affiliates).
 *
 * - The month: each sub attached to the parent at the close and within its months earns the parent its
 *   share, recorded per brand (`sub_affiliate_credits`, a row even for nothing, so a later change of the
 *   month is seen), and credited on one ledger line of its own naming each sub.
 * - Corrections: a closed month whose NGR or qualified players the parent was paid on moved since
 *   (late activity the sub's own close of this month recorded for it, a CPA of the sub reversed after the
 *   parent's credit) is worked out again under the terms it was paid with, and the difference per brand
 *   is credited on a corrective line ("Sub-affiliate earnings corrected"), to the parent that was paid,
 *   whoever the sub's parent is now. A share of commission needs none: the sub's late activity and
 *   reversals are already in the sub's next commission, which the parent's share of that month follows.
 * - Like a reversed CPA, a correction takes back no more than the parent's close pays (a close never
 *   debits); what it cannot take is marked `cut` and worked out again at the next close.
 */

/** A closed month already credited to a parent for a sub, with what it was credited per brand. */
interface CreditedGroup {
  parent_member_id: number;
  sub_member_id: number;
  source_period: string;
  share_of: SubAffiliateTerms['share_of'];
  rate: string | null;
  amount_each: string | null;
  currency: string;
  parts: Array<[brand: string | null, basis: string, players: number, amount: string]>;
}

interface CreditRow {
  parent_member_id: number;
  sub_member_id: number;
  source_period: string;
  brand: string | null;
  currency: string;
  share_of: SubAffiliateTerms['share_of'];
  rate: string | null;
  amount_each: string | null;
  basis: bigint;
  players: number;
  amount: bigint;
  cut: boolean;
  correction: boolean;
}

/** The next parents by id: affiliates with subs now, and those credited before (their corrections). */
async function nextParents(tx: Queryable, afterId: number, limit: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM (SELECT parent_member_id AS id FROM members WHERE parent_member_id > $1
                     UNION SELECT parent_member_id FROM sub_affiliate_credits WHERE parent_member_id > $1) p
     ORDER BY id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((row) => row.id);
}

/** Credited closed months of the parents whose basis may have moved since they were paid. */
async function groupsToCorrect(
  tx: Queryable,
  start: string,
  parentIds: readonly number[],
): Promise<CreditedGroup[]> {
  const { rows } = await tx.query<CreditedGroup>(
    `SELECT s.parent_member_id, s.sub_member_id, to_char(s.source_period, 'YYYY-MM-DD') AS source_period, s.share_of,
            s.rate::text, s.amount_each::text, trim(s.currency) AS currency,
            json_agg(json_build_array(s.brand, coalesce(s.basis, 0)::text, coalesce(s.qualified_players, 0), s.amount::text)) AS parts
     FROM sub_affiliate_credits s
     WHERE s.parent_member_id = ANY($1::int[]) AND s.source_period < $2::date AND s.share_of <> 'commission'
     GROUP BY s.parent_member_id, s.sub_member_id, s.source_period, s.share_of, s.rate, s.amount_each, s.currency
     HAVING (array_agg(s.cut ORDER BY s.period DESC, s.id DESC))[1]
         OR EXISTS (SELECT 1 FROM commission_late_activity l JOIN commissions c ON c.id = l.commission_id
                    WHERE l.member_id = s.sub_member_id AND l.source_period = s.source_period AND c.period = $2::date)
         OR EXISTS (SELECT 1 FROM cpa_reversals r
                    WHERE r.member_id = s.sub_member_id AND r.month = s.source_period AND r.reversed_at > max(s.created_at))
     ORDER BY s.parent_member_id, s.source_period, s.sub_member_id`,
    [parentIds, start],
  );
  return rows;
}

const termsOf = (group: CreditedGroup): SubAffiliateTerms => ({
  share_of: group.share_of,
  rate: group.rate,
  amount_each: group.amount_each,
  months: 0, // not read: a correction keeps the terms its month was paid under
});

/** Every month's bases the batch needs, read month by month. */
async function basesByMonth(
  tx: Queryable,
  requests: ReadonlyArray<BasisRequest & { month: string }>,
): Promise<Map<string, BasisPart[]>> {
  const all = new Map<string, BasisPart[]>();
  for (const month of new Set(requests.map((r) => r.month))) {
    const wanted = requests.filter((r) => r.month === month);
    const commissions = await closedCommissionParts(
      tx,
      month,
      wanted.filter((r) => r.shareOf === 'commission').map((r) => r.subId),
    );
    for (const [key, parts] of await subBases(tx, month, wanted, commissions)) all.set(key, parts);
  }
  return all;
}

/** The difference per brand between what a closed month pays now and what it was credited. */
function correctionRows(group: CreditedGroup, now: BasisPart[]): CreditRow[] {
  const credited = new Map<string | null, { basis: bigint; players: number; amount: bigint }>();
  for (const [brand, basis, players, amount] of group.parts) {
    const sum = credited.get(brand) ?? { basis: 0n, players: 0, amount: 0n };
    credited.set(brand, {
      basis: sum.basis + amountCents(basis),
      players: sum.players + players,
      amount: sum.amount + amountCents(amount),
    });
  }
  const shares = new Map(subAffiliateShare(termsOf(group), now).map((share) => [share.brand, share]));
  const brands = [...new Set([...credited.keys(), ...shares.keys()])];
  return brands.flatMap((brand) => {
    const was = credited.get(brand) ?? { basis: 0n, players: 0, amount: 0n };
    const is = shares.get(brand) ?? { basis: 0n, players: 0, amount: 0n };
    const row = {
      basis: is.basis - was.basis,
      players: is.players - was.players,
      amount: is.amount - was.amount,
    };
    if (row.basis === 0n && row.players === 0 && row.amount === 0n) return [];
    return [
      {
        parent_member_id: group.parent_member_id,
        sub_member_id: group.sub_member_id,
        source_period: group.source_period,
        brand,
        currency: group.currency,
        share_of: group.share_of,
        rate: group.rate,
        amount_each: group.amount_each,
        ...row,
        cut: false,
        correction: true,
      },
    ];
  });
}

/** A close never debits: corrections taking back more than the parent's close pays are taken in part, in order. */
function takeBackNoMoreThanPaid(rows: CreditRow[]): void {
  let covering = rows.reduce((sum, row) => sum + (row.amount > 0n ? row.amount : 0n), 0n);
  for (const row of rows) {
    if (row.amount >= 0n) continue;
    const taken = -row.amount < covering ? -row.amount : covering;
    covering -= taken;
    if (taken < -row.amount) {
      row.amount = -taken;
      row.cut = true;
    }
  }
}

/** One line's facts: each sub (and month, for corrections) with what the parent is paid on now. */
function lineFacts(
  rows: readonly CreditRow[],
  usernames: ReadonlyMap<number, string>,
  before: ReadonlyMap<string, { basis: bigint; players: number }>,
): SubEarningFact[] {
  const groups = new Map<string, CreditRow[]>();
  for (const row of rows) {
    const key = `${row.sub_member_id}:${row.source_period}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups].map(([key, group]) => {
    const first = group[0]!;
    const earlier = before.get(`${first.parent_member_id}:${key}`) ?? { basis: 0n, players: 0 };
    return {
      username: usernames.get(first.sub_member_id) ?? `#${first.sub_member_id}`,
      source_period: first.source_period,
      share_of: first.share_of,
      rate: first.rate,
      amount_each: first.amount_each,
      basis: fromCents(earlier.basis + group.reduce((sum, row) => sum + row.basis, 0n)),
      players: earlier.players + group.reduce((sum, row) => sum + row.players, 0),
    };
  });
}

/**
 * Credits the next batch of parents after `afterParentId` for the month starting `start`; answers the last
 * parent it reached, or null when none is left (the period can be marked closed).
 */
export async function closeSubAffiliateBatch(
  tx: Queryable,
  input: { start: string; now: Date; closedBy: string },
  afterParentId: number,
  limit: number,
): Promise<number | null> {
  const parentIds = await nextParents(tx, afterParentId, limit);
  if (parentIds.length === 0) return null;
  const parents = await parentFacts(tx, input.start, parentIds);
  const subs = await subsOf(tx, parentIds);
  // The month's shares, on the subs' commissions as their own close of this month recorded them.
  const shares = await monthShares(tx, input.start, parents, subs, (subIds) =>
    closedCommissionParts(tx, input.start, subIds),
  );
  const monthRows: CreditRow[] = shares.map((share) => ({
    ...share,
    source_period: input.start,
    cut: false,
    correction: false,
  }));
  const groups = await groupsToCorrect(tx, input.start, parentIds);
  const groupKey = (g: CreditedGroup) => `${g.parent_member_id}:${g.sub_member_id}:${g.source_period}`;
  const bases = await basesByMonth(
    tx,
    groups.map((g) => ({
      key: groupKey(g),
      subId: g.sub_member_id,
      shareOf: g.share_of,
      currency: g.currency,
      month: g.source_period,
    })),
  );
  const corrections = groups.flatMap((g) => correctionRows(g, bases.get(groupKey(g)) ?? []));
  const rows = [...monthRows, ...corrections];
  if (rows.length === 0) return parentIds.at(-1)!;
  for (const parentId of parentIds)
    takeBackNoMoreThanPaid(rows.filter((r) => r.parent_member_id === parentId));

  const usernames = new Map<number, string>();
  const { rows: named } = await tx.query<{ id: number; username: string }>(
    'SELECT id, username FROM members WHERE id = ANY($1::int[])',
    [[...new Set(rows.map((row) => row.sub_member_id))]],
  );
  for (const row of named) usernames.set(row.id, row.username);
  // What each corrected month had been credited before, for the line's "now" figures.
  const before = new Map<string, { basis: bigint; players: number }>();
  for (const g of groups)
    before.set(groupKey(g), {
      basis: g.parts.reduce((sum, [, basis]) => sum + amountCents(basis), 0n),
      players: g.parts.reduce((sum, [, , players]) => sum + players, 0),
    });

  const total = (of: readonly CreditRow[]) => of.reduce((sum, row) => sum + row.amount, 0n);
  const lines = (correction: boolean) =>
    parents.flatMap((parent) => {
      const own = rows.filter((r) => r.parent_member_id === parent.id && r.correction === correction);
      const amount = total(own);
      // The month's line when it pays; a corrective line whenever it moves the balance.
      if (correction ? amount === 0n : amount <= 0n) return [];
      return [
        {
          parent,
          amount,
          description: subEarningsLine('en', {
            period: input.start,
            corrected: correction,
            currency: parent.currency,
            facts: lineFacts(own, usernames, before),
          }),
        },
      ];
    });
  const paying = [lines(false), lines(true)];
  const affiliates = await lockExistingAffiliates(tx, [
    ...new Set(paying.flat().map((line) => line.parent.id)),
  ]);
  const lockedOf = new Map(affiliates.map((a) => [a.affiliateId, a]));
  const postingOf = new Map<string, number>();
  // The month's lines first, then the corrections: a negative correction never meets a balance the month has not credited yet.
  for (const [round, list] of paying.entries()) {
    const posted = await postLedgerTransactions(
      tx,
      list.map((line) => ({
        affiliate: lockedOf.get(line.parent.id)!,
        kind: 'commission' as const,
        entries: [
          { account: 'brand_commission' as const, amount: fromCents(-line.amount) },
          { account: 'affiliate_available' as const, amount: fromCents(line.amount) },
        ],
        description: line.description,
        createdBy: input.closedBy,
        at: input.now,
      })),
    );
    list.forEach((line, i) => postingOf.set(`${line.parent.id}:${round === 1}`, posted[i]!.transactionId));
  }
  await tx.query(
    `INSERT INTO sub_affiliate_credits (parent_member_id, sub_member_id, period, source_period, brand, currency, share_of, rate, amount_each,
                                        basis, qualified_players, amount, ledger_transaction_id, cut, created_at)
     SELECT parent_member_id, sub_member_id, $2::date, source_period, brand, currency, share_of, rate, amount_each,
            basis, qualified_players, amount, ledger_transaction_id, cut, $3
     FROM json_to_recordset($1::json) AS r (parent_member_id int, sub_member_id int, source_period date, brand text, currency text,
                                            share_of text, rate numeric, amount_each numeric, basis numeric, qualified_players int,
                                            amount numeric, ledger_transaction_id bigint, cut boolean)`,
    [
      JSON.stringify(
        rows.map((row) => ({
          parent_member_id: row.parent_member_id,
          sub_member_id: row.sub_member_id,
          source_period: row.source_period,
          brand: row.brand,
          currency: row.currency,
          share_of: row.share_of,
          rate: row.rate,
          amount_each: row.amount_each,
          basis: row.share_of === 'qualified_players' ? null : fromCents(row.basis),
          qualified_players: row.share_of === 'qualified_players' ? row.players : null,
          amount: fromCents(row.amount),
          ledger_transaction_id: postingOf.get(`${row.parent_member_id}:${row.correction}`) ?? null,
          cut: row.cut,
        })),
      ),
      input.start,
      input.now,
    ],
  );
  // What the batch credited, per currency, into the month's totals the console reads.
  const byCurrency = new Map<string, bigint>();
  for (const line of paying.flat())
    byCurrency.set(line.parent.currency, (byCurrency.get(line.parent.currency) ?? 0n) + line.amount);
  await addSubAffiliateTotals(
    tx,
    input.start,
    [...byCurrency].map(([currency, cents]) => ({ currency, amount: fromCents(cents) })),
  );
  return parentIds.at(-1)!;
}
