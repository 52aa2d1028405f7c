import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/dates';
import { nextAttemptsAt } from '../lib/kyc-open-attempt';

/** None of today's attempts left: when the next ones come (the start and the restart say it alike). */
export function NoAttemptsLeft() {
  const next = formatDateTime(nextAttemptsAt(new Date()));
  return <Trans>You have used all of today’s attempts. You can start again at {next}.</Trans>;
}
