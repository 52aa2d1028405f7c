import type { PeriodState } from '@affiliate/contract/endpoints/operator-commission';

const monthNames = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-09` → `September 2026`. */
export function monthName(period: string): string {
  return monthNames.format(new Date(`${period}-01T00:00:00Z`));
}

/** How each state reads in the list, and what it means for the one who would close the month. */
export const stateLabels: Record<PeriodState, { label: string; explanation: string }> = {
  running: {
    label: 'Running',
    explanation: 'The month has not ended: the preview is what closing would credit if it ended now.',
  },
  ready: {
    label: 'Ready to close',
    explanation: 'The month has ended. Closing it credits each affiliate below and notifies them.',
  },
  waiting: {
    label: 'Waiting',
    explanation: 'The month has ended, and an earlier month must be closed first: months close in order.',
  },
  closed: { label: 'Closed', explanation: 'The commissions below were credited when the month closed.' },
};

/** The month a visit opens on: the one named in the address if listed, else the oldest ready to close, else the newest. */
export function chosenMonth(
  requested: string | null,
  months: ReadonlyArray<{ period: string; state: PeriodState }>,
): string | null {
  if (requested && months.some((m) => m.period === requested)) return requested;
  const ready = months.filter((m) => m.state === 'ready').at(-1);
  return ready?.period ?? months[0]?.period ?? null;
}

/** A decimal string that is zero (`0`, `0.00`, `-0.00`): a figure the screen leaves unsaid. */
export const isZeroAmount = (amount: string): boolean => /^-?0+(\.0+)?$/.test(amount);
