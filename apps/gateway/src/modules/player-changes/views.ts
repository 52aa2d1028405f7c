import type { DealDocument, DealTerms, OperatorPlayerChange, PlayerChange } from '@affiliate/contract';
import { actorName } from '../../http/access.ts';
import type { Language } from '../../i18n/translate.ts';
import { dealSummaryIn } from '../deals/deal-words-in.ts';
import type { StoredChange } from './repository.ts';

/**
 * An entry as the affiliate reads it: its own figures and codes only. The stored entry never holds the
 * other affiliate of a move (each side has its own entry), and the operator's name is left out here.
 */
export function affiliateView(row: StoredChange, language: Language): PlayerChange {
  const base = {
    id: Number(row.id),
    happened_at: row.happened_at.toISOString(),
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
    brand: row.brand,
    day: row.day,
    amount: row.amount,
    currency: row.currency,
    by: row.by_kind,
    upload_id: row.upload_id === null ? null : Number(row.upload_id),
    reason: row.reason,
  };
  const d = row.details;
  const text = (key: string): string | null => (typeof d[key] === 'string' ? (d[key] as string) : null);
  switch (row.kind) {
    case 'player_moved_out':
    case 'player_moved_in':
    case 'player_deleted':
      return {
        ...base,
        kind: row.kind,
        details: { referral_code: text('referral_code'), effective_from: text('effective_from') ?? '' },
      };
    case 'player_duplicate':
      return {
        ...base,
        kind: row.kind,
        details: {
          referral_code: text('referral_code'),
          effective_from: text('effective_from') ?? '',
          of_customer_id: typeof d.of_customer_id === 'number' ? d.of_customer_id : null,
        },
      };
    case 'activity_restated':
      return {
        ...base,
        kind: row.kind,
        details: {
          players: Number(d.players ?? 1),
          before: d.before as Extract<PlayerChange, { kind: 'activity_restated' }>['details']['before'],
          after: d.after as Extract<PlayerChange, { kind: 'activity_restated' }>['details']['after'],
          month: text('month') ?? '',
        },
      };
    case 'cpa_reversed':
      return {
        ...base,
        kind: row.kind,
        details: { qualified_on: text('qualified_on') ?? '', paid: d.paid === true },
      };
    case 'deal_changed':
      return {
        ...base,
        kind: row.kind,
        details: {
          before: dealTermsIn(d.before, language),
          after: dealTermsIn(d.after, language),
          from_month: text('from_month') ?? '',
        },
      };
  }
}

/** A stored deal (name, version, document) in the affiliate's words. */
function dealTermsIn(stored: unknown, language: Language): DealTerms | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const deal = stored as { name: string; version: number; document: DealDocument };
  return {
    name: deal.name,
    version: deal.version,
    currency: deal.document.currency,
    summary: dealSummaryIn(language, deal.document),
  };
}

/** An entry as the console sees it: whose log, and who made it. */
export function operatorView(row: StoredChange): OperatorPlayerChange {
  return {
    id: Number(row.id),
    kind: row.kind,
    happened_at: row.happened_at.toISOString(),
    member_id: row.member_id,
    member_username: row.member_username,
    customer_id: row.customer_id === null ? null : Number(row.customer_id),
    brand: row.brand,
    day: row.day,
    amount: row.amount,
    currency: row.currency,
    details: row.details,
    by: row.by_kind,
    upload_id: row.upload_id === null ? null : Number(row.upload_id),
    by_operator: row.by_operator === null ? null : actorName(row.by_operator),
    reason: row.reason,
  };
}
