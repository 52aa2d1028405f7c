import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isWaitingForProvider } from '../lib/shown-kyc-status';
import { kycStatusQueryOptions } from './get-kyc-status';

export interface KycPolling {
  /** How often the status is asked for while the provider's answer is awaited. */
  everyMs: number;
  /** For how long, at most, from the screen's opening (or from "Check again"): a callback that never comes must not keep a tab busy. */
  forMs: number;
}

export const defaultKycPolling: KycPolling = { everyMs: 3_000, forMs: 5 * 60_000 };

/**
 * The status, asked for again every few seconds while it waits for the provider's callback; polling
 * stops once it settles, after `forMs`, or when the screen is left (the query's observer goes away with
 * it). `gaveUp` says the time ran out with the answer still awaited; `followAgain` starts over.
 */
export function useFollowedKycStatus(polling: KycPolling = defaultKycPolling) {
  const [since, setSince] = useState(() => Date.now());
  const [gaveUp, setGaveUp] = useState(false);
  const query = useQuery({
    ...kycStatusQueryOptions(),
    refetchInterval: (current) =>
      !gaveUp && isWaitingForProvider(current.state.data) ? polling.everyMs : false,
  });
  const waiting = isWaitingForProvider(query.data);

  useEffect(() => {
    if (!waiting || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, since + polling.forMs - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, gaveUp, since, polling.forMs]);

  const followAgain = () => {
    setSince(Date.now());
    setGaveUp(false);
    void query.refetch();
  };
  return { query, polling: waiting && !gaveUp, gaveUp: waiting && gaveUp, followAgain };
}
