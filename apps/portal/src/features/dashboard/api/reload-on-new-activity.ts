import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dashboard, referralCount } from '@affiliate/contract/endpoints/dashboard';
import { endpointKey } from '@/lib/api-client';

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
      for (const endpoint of [referralCount, dashboard])
        void queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) });
    }
    seen.current = asOf;
  }, [asOf, queryClient]);
}
