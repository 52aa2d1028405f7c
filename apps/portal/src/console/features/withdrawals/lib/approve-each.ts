import { readApiFailure } from '@/lib/api-error';

/** What happened to one withdrawal of a bulk action: done, or the gateway's reason why not. */
export type RowOutcome = { id: number; ok: true; text: string } | { id: number; ok: false; text: string };

/**
 * Approves each withdrawal with the gateway's own approve, one after the other (each takes the
 * affiliate's lock; a burst would only queue there), and tells what happened to every one: a row another
 * manager moved meanwhile gets its 409, the others are still approved.
 */
export async function approveEach(
  ids: readonly number[],
  approve: (id: number) => Promise<unknown>,
): Promise<RowOutcome[]> {
  const outcomes: RowOutcome[] = [];
  for (const id of ids) {
    try {
      await approve(id);
      outcomes.push({ id, ok: true, text: 'approved' });
    } catch (error) {
      outcomes.push({ id, ok: false, text: readApiFailure(error).message });
    }
  }
  return outcomes;
}
