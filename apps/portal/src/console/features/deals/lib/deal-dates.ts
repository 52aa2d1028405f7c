import type { DealVersion } from '@affiliate/contract/endpoints/deals';
import { formatMonthYear } from '@/lib/dates';

/** "from the start" for a deal's first version (it applies from the start), "from January 2027" after. */
export function appliesFromText(version: Pick<DealVersion, 'version' | 'effective_from'>): string {
  return version.version === 1 ? 'from the start' : `from ${formatMonthYear(version.effective_from)}`;
}

/**
 * The version in force on `today` (YYYY-MM-DD): the latest may wait for next month, and the one before
 * it pays until then. Versions are newest first.
 */
export function versionInForce(versions: readonly DealVersion[], today: string): DealVersion | undefined {
  return versions.find((version) => version.version === 1 || version.effective_from <= today);
}
