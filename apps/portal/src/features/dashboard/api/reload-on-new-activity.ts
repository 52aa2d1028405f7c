import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * When the current period's as-of time moves (new activity was ingested while the dashboard is open;
 * the current-period query asks every minute), the other dashboard figures are reloaded too: counts
 * and chart are never older than the cards above them. Nothing is reloaded while nothing changed.
 */
export function useReloadOnNewActivity(asOf: string | null | undefined): void {
  const queryClient = useQueryClient();
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (asOf === undefined) return; // not loaded yet
    if (seen.current !== undefined && seen.current !== asOf) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === 'dashboard' && query.queryKey[1] !== 'current-period' });
    }
    seen.current = asOf;
  }, [asOf, queryClient]);
}
