import { plural, t } from '@lingui/core/macro';
import type { CpaStatus } from '@affiliate/contract/common/cpa-status';
import { formatDate } from '@/lib/dates';
import { currentLanguage } from '@/lib/i18n/language';

/** What is known of a player's CPA beside the gateway's sentence. */
export interface CpaReasonFacts {
  status: CpaStatus;
  /** The gateway's sentence, in English (apps/gateway/src/modules/figures/cpa-words.ts). */
  reason: string;
  qualifiedOn: string | null;
  /** The window's days left while pending (the player's page has it; the list reads it from the sentence). */
  daysLeft?: number | null;
}

/** A day as the gateway writes it in its sentences (MM/DD/YYYY), in the language's way; null if none. */
function dayIn(reason: string): string | null {
  const found = /(\d{2})\/(\d{2})\/(\d{4})/.exec(reason);
  return found ? formatDate(`${found[3]}-${found[1]}-${found[2]}`) : null;
}

const numberIn = (reason: string, pattern: RegExp): number | null => {
  const found = pattern.exec(reason);
  return found ? Number(found[1]) : null;
};

/**
 * Why a player's CPA has its status, in the language on screen. The gateway writes the reason in
 * English (the specification's language, shown word for word in English); in the other languages the
 * portal writes it from the status and the facts the answer carries, reading the few numbers and days
 * it needs from the gateway's sentence, whose wording cpa-words.ts fixes. An operator's reversal note
 * is their own words and stays as written.
 */
export function cpaReasonInLanguage(facts: CpaReasonFacts): string {
  const { status, reason } = facts;
  if (currentLanguage() === 'en') return reason;
  switch (status) {
    case 'pending': {
      const days = facts.daysLeft ?? numberIn(reason, /(\d+) days? left$/);
      return days === null
        ? t`Not every criterion is met yet`
        : t`Not every criterion is met yet — ${plural(days, { one: '# day left', other: '# days left' })}`;
    }
    case 'qualified': {
      const day = facts.qualifiedOn ? formatDate(facts.qualifiedOn) : dayIn(reason);
      return day ? t`Qualified on ${day}` : t`Qualified`;
    }
    case 'over_cap': {
      const day = facts.qualifiedOn ? formatDate(facts.qualifiedOn) : (dayIn(reason) ?? '');
      const cap = numberIn(reason, /cap of (\d+) paid player/);
      return cap === null
        ? t`Qualified on ${day}, after the monthly cap of paid players was reached`
        : t`Qualified on ${day}, after the monthly cap of ${plural(cap, { one: '# paid player', other: '# paid players' })} was reached`;
    }
    case 'not_qualified': {
      if (reason.startsWith('First deposit ')) return t`The first deposit was below the minimum required`;
      const windowDays = numberIn(reason, /^The (\d+)-day window/);
      const day = dayIn(reason);
      return windowDays !== null && day
        ? t`The ${windowDays}-day window ended on ${day} before every criterion was met`
        : t`The qualifying window ended before every criterion was met`;
    }
    case 'reversed': {
      const note = /^Reversed by the program on [^:]*: ([\s\S]*)$/.exec(reason)?.[1];
      const day = dayIn(reason);
      return note !== undefined && day ? t`Reversed by the program on ${day}: ${note}` : reason;
    }
  }
}
