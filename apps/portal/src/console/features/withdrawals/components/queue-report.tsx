import { Alert } from '@/components/ui/alert';
import type { RowOutcome } from '../lib/approve-each';

/**
 * What the last action did to each withdrawal it touched: "approved", or the gateway's refusal (another
 * manager's move names who and when). Stays until the next action, since the rows may have left the view.
 */
export function QueueReport({ outcomes, onDismiss }: { outcomes: RowOutcome[]; onDismiss: () => void }) {
  if (outcomes.length === 0) return null;
  const failed = outcomes.some((outcome) => !outcome.ok);
  return (
    <Alert tone={failed ? 'error' : 'success'}>
      <ul className="space-y-1">
        {outcomes.map((outcome) => (
          <li key={outcome.id} className="[overflow-wrap:anywhere]">
            <span className="font-semibold">Withdrawal #{outcome.id}:</span> {outcome.text}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onDismiss} className="mt-2 text-sm font-medium underline">
        Dismiss
      </button>
    </Alert>
  );
}
