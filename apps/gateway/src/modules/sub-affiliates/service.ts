import {
  errorCodes,
  SUB_AFFILIATE_CYCLE,
  SUB_AFFILIATE_PARENT_NOT_FOUND,
  SUB_AFFILIATE_SELF,
  SUB_AFFILIATE_UNCHANGED,
  type ParentChange,
  type SubAffiliate,
  type SubAffiliateList,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { dealInForce } from '../commission/deal-month.ts';
import { amountCents, fromCents } from '../figures/cents.ts';
import {
  earnsIn,
  earningUntil,
  subAffiliateShare,
  subAffiliateTerms,
  type SharePart,
} from '../figures/sub-affiliate-share.ts';
import { runningBases } from './estimate.ts';
import * as repo from './repository.ts';

/**
 * Sub-affiliates (issue 38): the parent's list with its invite link, and changing a sub's parent — at
 * approval (`attachSubAffiliate`, in the approval's transaction) or by an operator (moved or detached,
 * with a reason). Every change is kept in `sub_affiliate_links` and the operator's in the audit trail.
 */

// Parent changes take turns: two at once could otherwise close a circle (A under B while B goes under A).
const PARENT_CHANGE_LOCK = 727_274_063;

const notFound = () => new ApiError(404, 'No affiliate has this id.', errorCodes.notFound);

/** Refuses a parent that would make the sub its own parent, or a parent of its own parent at any depth. */
async function checkParent(tx: Queryable, subId: number, parentId: number): Promise<void> {
  if (parentId === subId) throw fieldError('parent', SUB_AFFILIATE_SELF);
  if (!(await repo.findMember(tx, parentId))) throw fieldError('parent', SUB_AFFILIATE_PARENT_NOT_FOUND);
  if (await repo.isAtOrBelow(tx, parentId, subId)) throw fieldError('parent', SUB_AFFILIATE_CYCLE);
}

async function changeParent(
  tx: Queryable,
  subId: number,
  parentId: number | null,
  by: string,
  reason: string,
  at: Date,
): Promise<ParentChange> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [PARENT_CHANGE_LOCK]);
  const sub = await repo.findMember(tx, subId);
  if (!sub) throw notFound();
  if (sub.parent_member_id === parentId) throw fieldError('parent', SUB_AFFILIATE_UNCHANGED);
  if (parentId !== null) await checkParent(tx, subId, parentId);
  await repo.setParent(tx, { subId, from: sub.parent_member_id, to: parentId, by, reason, at });
  return {
    member_id: subId,
    from_parent: sub.parent_member_id,
    to_parent: parentId,
    changed_by: by,
    reason,
    changed_at: at.toISOString(),
  };
}

/**
 * Makes `subId` a sub-affiliate of `parentId`, in the caller's transaction: what approving an
 * application that came through `parentId`'s invite link does (the applications module finds the parent
 * with `parentByInviteCode`). Refuses as an operator's move does (422 on `parent`).
 */
export function attachSubAffiliate(
  tx: Queryable,
  subId: number,
  parentId: number,
  by: string,
  at: Date,
  reason = 'Approved through the invite link',
): Promise<ParentChange> {
  return changeParent(tx, subId, parentId, by, reason, at);
}

/** The affiliate whose invite code `code` is (any case), or null: what an application's `ref` names. */
export async function parentByInviteCode(db: Queryable, code: string): Promise<number | null> {
  if (!/^[A-Za-z0-9]{6,32}$/.test(code)) return null;
  return (await repo.findByCode(db, code))?.id ?? null;
}

/** An operator moves an affiliate under another parent, or detaches it (`parentId` null). */
export function setParent(
  ctx: AppContext,
  subId: number,
  parentId: number | null,
  reason: string,
  by: string,
): Promise<ParentChange> {
  return ctx.db.transaction((tx) => changeParent(tx, subId, parentId, by, reason, ctx.config.now()));
}

export async function parentHistory(ctx: AppContext, subId: number): Promise<ParentChange[]> {
  if (!(await repo.findMember(ctx.db, subId))) throw notFound();
  return repo.history(ctx.db, subId);
}

const figuresOf = (shareOf: string, shares: readonly SharePart[]) => {
  const players = shareOf === 'qualified_players';
  const sum = (of: (s: SharePart) => bigint) => shares.reduce((total, s) => total + of(s), 0n);
  return {
    basis: players ? null : fromCents(sum((s) => s.basis)),
    qualified_players: players ? shares.reduce((total, s) => total + s.players, 0) : null,
    earnings: fromCents(sum((s) => s.amount)),
    brands: shares.map((s) => ({
      brand: s.brand,
      basis: players ? null : fromCents(s.basis),
      qualified_players: players ? s.players : null,
      earnings: fromCents(s.amount),
    })),
  };
};

/**
 * The parent's subs with what the parent is paid on this month (an estimate, from the close's own
 * reads) and what the closes credited to date, and the invite link. Nothing of a sub's players, balance
 * or commission lines beyond the basis its parent's deal names.
 */
export async function mySubAffiliates(ctx: AppContext, parentId: number): Promise<SubAffiliateList> {
  const parent = await repo.findMember(ctx.db, parentId);
  if (!parent) throw notFound();
  const start = monthStart(toIsoDate(ctx.config.now()));
  const [deal, subs, credited] = await Promise.all([
    dealInForce(ctx.db, parentId, start),
    repo.subsOf(ctx.db, parentId),
    repo.creditedToDate(ctx.db, parentId),
  ]);
  const part = deal?.sub_affiliates ?? null;
  const terms = part ? subAffiliateTerms(part) : null;
  const earning = terms ? subs.filter((sub) => earnsIn(sub.joined, terms.months, start)) : [];
  const bases = terms
    ? await runningBases(
        ctx.db,
        start,
        earning.map((sub) => ({
          key: `${sub.id}`,
          subId: sub.id,
          shareOf: terms.share_of,
          currency: parent.currency,
        })),
      )
    : new Map();
  const data = subs.map((sub): SubAffiliate => {
    const own = credited.filter((row) => row.sub_member_id === sub.id);
    const toDate = own.reduce((sum, row) => sum + amountCents(row.amount), 0n);
    const parts = bases.get(`${sub.id}`);
    return {
      member_id: sub.id,
      username: sub.username,
      joined: sub.joined,
      status: sub.enabled ? 'active' : 'suspended',
      earning_until: terms ? earningUntil(sub.joined, terms.months).slice(0, 7) : null,
      this_month:
        terms && parts
          ? figuresOf(
              terms.share_of,
              subAffiliateShare(terms, parts.length > 0 ? parts : [{ brand: null, basis: 0n, players: 0 }]),
            )
          : null,
      to_date: {
        earnings: fromCents(toDate),
        // A brand that earned nothing in all (a month with no activity is recorded as 0.00) is left out.
        brands: own
          .filter((row) => amountCents(row.amount) !== 0n)
          .map((row) => ({ brand: row.brand, earnings: row.amount })),
      },
    };
  });
  return {
    data,
    meta: {
      invite_url: `${ctx.config.publicUrl}/auth/register?ref=${encodeURIComponent(parent.sub_affiliate_code)}`,
      code: parent.sub_affiliate_code,
      month: start.slice(0, 7),
      currency: parent.currency,
      terms: part,
    },
  };
}
